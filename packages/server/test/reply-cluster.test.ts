import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AiClient, CHAT_MESSAGES, createAiClient, login, type ReplyEvent } from '@edu/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterNginxConfig, type NginxProxy, startNginx } from '../bench/nginx-proxy';
import { type FakeUpstream, startFakeUpstream, writeChatStream } from './fake-openai-upstream';
import { startTestPostgres, type TestPostgres } from './postgres';
import { contentOf, readReplyEvents as read, replyOf } from './reply-events';

// Issue 34 with several copies: two built servers (dist/main.js, processes of their own so that one can be
// killed) on one PostgreSQL, nginx round-robin in front as test/cluster.test.ts has it. A page follows a
// reply through the copy that does not run it; a stop through one copy ends a reply the other runs; and
// when the copy running a reply is killed, the page rejoins through the other, which ends the reply as
// interrupted with what was received, within the owner time-out: never a wait without end.

const builtServer = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const PIECES = 60;
const pieces = Array.from({ length: PIECES }, (_, index) => `[${index}]`);
const whole = pieces.join('');
const OWNER_TIMEOUT_SECONDS = 2;

interface Copy {
  child: ChildProcess;
  url: string;
  copyId: string;
  dataDir: string;
}

let postgres: TestPostgres;
let upstream: FakeUpstream;
let copies: Copy[] = [];
let nginx: NginxProxy;
let token: string;
let databaseUrl: string;

async function startCopy(env: Record<string, string>): Promise<Copy> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-reply-cluster-'));
  const child = spawn(process.execPath, [builtServer], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<Copy>((resolve, reject) => {
    const collect = (data: Buffer) => {
      output += data.toString('utf8');
      const started = /server on (http:\/\/\S+) .* copy (\S+)/.exec(output);
      if (started?.[1] && started[2]) resolve({ child, url: started[1], copyId: started[2], dataDir });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`a copy exited with ${code}: ${output}`)));
  });
}

beforeAll(async () => {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run npm run build -w @edu/server`);
  [postgres, upstream] = await Promise.all([
    startTestPostgres(),
    startFakeUpstream((_request, response) => writeChatStream(response, { content: pieces, intervalMs: 60 })),
  ]);
  databaseUrl = await postgres.createDatabase();
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    AUTH_SECRET: 'reply-cluster-secret-shared-by-every-copy-0123456789',
    TRUST_PROXY: '127.0.0.1',
    AI_PROVIDER: 'openai',
    AI_BASE_URL: upstream.url,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    CHAT_REPLY_OWNER_TIMEOUT_SECONDS: String(OWNER_TIMEOUT_SECONDS),
    CHAT_REPLY_POLL_INTERVAL_MS: '100',
  };
  // One first (it migrates and seeds the users), then the other.
  copies = [await startCopy(env)];
  copies.push(await startCopy(env));
  nginx = await startNginx(({ prefix, port }) =>
    clusterNginxConfig({ prefix, port, upstreamPorts: copies.map((copy) => Number(new URL(copy.url).port)) }),
  );
  token = (await login(nginx.url, { username: 'teacher', password: 'demo1234' })).token;
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  for (const copy of copies) {
    if (copy.child.exitCode === null && copy.child.signalCode === null) {
      const exited = new Promise((resolve) => copy.child.once('exit', resolve));
      copy.child.kill('SIGTERM');
      await exited;
    }
    rmSync(copy.dataDir, { recursive: true, force: true });
  }
  await Promise.all([postgres?.stop(), upstream?.close()]);
});

const clientOf = (baseUrl: string): AiClient =>
  createAiClient({ baseUrl: `${baseUrl}/ai`, getToken: () => token, reconnectDelaysMs: [100, 200, 400] });
const messages = [{ role: 'user' as const, content: '讲个长故事' }];

describe('reply jobs on two copies behind nginx', () => {
  it('is followed through the copy that does not run it, and stopped through it, at once where it runs', async () => {
    const [first, second] = copies as [Copy, Copy];
    upstream.requests.length = 0;
    const asking = clientOf(first.url).reply({ messages })[Symbol.asyncIterator]();
    const opening: ReplyEvent[] = [];
    while (!contentOf(opening).includes('[3]')) {
      const next = await asking.next();
      if (next.done) throw new Error('the reply ended before its fourth piece');
      opening.push(next.value);
    }
    const { id } = replyOf(opening);
    expect(await ownerOf(id)).toBe(first.copyId);
    const followed = await read(clientOf(second.url).followReply(id, { after: 0 }), (seen) =>
      contentOf(seen).includes('[8]'),
    );
    expect(whole.startsWith(contentOf(followed))).toBe(true);
    const stoppedAt = Date.now();
    expect(await clientOf(second.url).stopReply(id)).toEqual({ state: 'stopped' });
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    await upstream.requests[0]?.settled;
    expect(upstream.requests[0]?.disconnected).toBe(true);
    // The page that asked, on the other copy, reads the end too.
    const rest: ReplyEvent[] = [];
    for (let next = await asking.next(); !next.done; next = await asking.next()) rest.push(next.value);
    expect(rest.at(-1)).toMatchObject({ type: 'end', ending: 'stopped' });
  });

  it('ends as interrupted, with what was received, when the copy running it is killed; the page rejoins through the other', async () => {
    const ai = clientOf(nginx.url);
    const turn = { title: '被中断的故事', question: { id: 'q-kill', content: '讲个长故事' }, answerId: 'a-kill' };
    const events: ReplyEvent[] = [];
    let killedAt = 0;
    for await (const event of ai.reply({ messages, turn })) {
      events.push(event);
      if (killedAt === 0 && contentOf(events).includes('[10]')) {
        const { id } = replyOf(events);
        // The copy running it, as the database names it: killed at once, no shutdown of its own.
        const owner = await ownerOf(id);
        const victim = copies.find((copy) => copy.copyId === owner);
        expect(victim).toBeDefined();
        victim?.child.kill('SIGKILL');
        killedAt = Date.now();
      }
    }
    const ended = Date.now();
    const received = contentOf(events);
    // Every piece the page showed, once, in order: a prefix of the reply, cut where its copy died.
    expect(whole.startsWith(received)).toBe(true);
    expect(received.length).toBeLessThan(whole.length);
    expect(events.some((event) => event.type === 'connection' && event.state === 'lost')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'end', ending: 'interrupted' });
    // Told within the owner time-out and a few polls, not left waiting.
    expect(ended - killedAt).toBeLessThan(OWNER_TIMEOUT_SECONDS * 1000 + 6_000);
    // What the widget says beside it (CHAT_MESSAGES.interrupted) is what a plain chat reader gets too.
    expect(CHAT_MESSAGES.interrupted).toMatch(/^回复中断/);
    const { conversationId } = replyOf(events);
    const stored = (await ai.listConversations('10001')).find((each) => each.id === conversationId);
    expect(stored?.messages[0]).toMatchObject({ role: 'user', content: '讲个长故事', id: 'q-kill' });
    const answer = stored?.messages[1];
    expect(answer).toMatchObject({ role: 'assistant', id: 'a-kill', interrupted: true });
    expect(answer?.replyId).toBeUndefined();
    // The stored answer is what reached the database: what the page showed, less at most its last store interval.
    expect(received.startsWith(answer?.content ?? '')).toBe(true);
    expect((answer?.content ?? '').length).toBeGreaterThanOrEqual('[0][1][2][3][4]'.length);
  });
});

/** The copy running reply `id`, as the database names it. */
async function ownerOf(id: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ owner: string }>('select owner from chat_replies where id = $1', [id]);
    return rows[0]?.owner ?? '';
  } finally {
    await client.end();
  }
}
