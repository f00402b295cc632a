import {
  type AiClient,
  createAiClient,
  createPortalClient,
  isApiError,
  type ReplyEvent,
  uploadFile,
} from '@edu/api-client';
import { type FaultProxy, startFaultProxy } from '@edu/fault-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeDocx } from '../src/demo/make-office-documents';
import { type FakeUpstream, startFakeUpstream, writeChatStream } from './fake-openai-upstream';
import { startTestPostgres, type TestPostgres } from './postgres';
import { contentOf, readReplyEvents as read, replyOf } from './reply-events';
import { startTestS3, type TestS3 } from './s3-test-store';
import { startTestServer, type TestServer } from './start-test-server';

// Issue 34: faults injected with our own TCP proxy (@edu/fault-proxy) between the server and the model
// server, the server and PostgreSQL, the browser's client and the S3 store, and PostgreSQL restarted for
// real. For each: what the user is told (a Chinese message, an end: never a wait without one), and that
// nothing acknowledged is lost (the stored answer, every event of the reply once, the question asked).

const PIECES = 30;
const pieces = Array.from({ length: PIECES }, (_, index) => `[${index}]`);
const whole = pieces.join('');
const messages = [{ role: 'user' as const, content: '讲个故事' }];

const errorsOf = (events: ReplyEvent[]) => events.flatMap((event) => (event.type === 'error' ? [event.message] : []));

/** The last message of the user's conversation `id`, as stored. */
async function storedAnswer(client: AiClient, id: string | number | undefined) {
  return (await client.listConversations('10001')).find((each) => String(each.id) === String(id))?.messages.at(-1);
}

describe('the model server misbehaves (proxy between the server and the model server)', () => {
  let upstream: FakeUpstream;
  let proxy: FaultProxy;
  let server: TestServer;
  let client: AiClient;

  beforeAll(async () => {
    upstream = await startFakeUpstream((_request, response) =>
      writeChatStream(response, { content: pieces, intervalMs: 20 }),
    );
    const upstreamUrl = new URL(upstream.url);
    proxy = await startFaultProxy({ host: upstreamUrl.hostname, port: Number(upstreamUrl.port) });
    server = await startTestServer({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `${proxy.url}/v1`,
      AI_TIMEOUT_MS: '600',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const token = await server.tokenFor('teacher');
    client = createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await upstream?.close();
  });

  const ask = async (title: string, fault: () => void) => {
    proxy.heal();
    const turn = { title, question: { id: `q-${title}`, content: '讲个故事' }, answerId: `a-${title}` };
    let faulted = false;
    const started = Date.now();
    const events = await read(client.reply({ messages, turn }), (seen) => {
      if (!faulted && contentOf(seen).includes('[5]')) {
        faulted = true;
        fault();
      }
      return false;
    });
    return {
      events,
      elapsedMs: Date.now() - started,
      stored: await storedAnswer(client, replyOf(events).conversationId),
    };
  };

  it('stalls past the time-out: the page is told, in Chinese, within the time-out; the answer so far is stored with it', async () => {
    const { events, elapsedMs, stored } = await ask('stall', () => proxy.stall());
    expect(contentOf(events).startsWith('[0][1][2][3][4][5]')).toBe(true);
    expect(errorsOf(events)).toEqual([
      expect.stringMatching(/^抱歉，我遇到了一些问题：模型服务超过 0\.6 秒没有继续回复/),
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'end', ending: 'done' });
    expect(elapsedMs).toBeLessThan(5_000);
    expect(stored?.content).toBe(`${contentOf(events)}\n\n${errorsOf(events)[0]}`);
  });

  it('cuts the connection in the middle of a chunk: the page is told the model connection broke', async () => {
    const { events, stored } = await ask('cut', () => proxy.cutMidChunk({ direction: 'to-client', afterBytes: 9 }));
    expect(errorsOf(events)).toEqual([expect.stringMatching(/^抱歉，我遇到了一些问题：.*(连接|中断)/)]);
    expect(stored?.content).toBe(`${contentOf(events)}\n\n${errorsOf(events)[0]}`);
  });

  it('sends its bytes slowly, a few at a time: the whole answer arrives, nothing missing or repeated', async () => {
    const { events, stored } = await ask('slow', () => proxy.slow({ pieceBytes: 7, intervalMs: 2 }));
    expect(contentOf(events)).toBe(whole);
    expect(stored?.content).toBe(whole);
  });
});

describe('PostgreSQL goes away in the middle of a reply', () => {
  let postgres: TestPostgres;
  let upstream: FakeUpstream;
  let proxy: FaultProxy;
  let server: TestServer;
  let client: AiClient;

  beforeAll(async () => {
    [postgres, upstream] = await Promise.all([
      startTestPostgres(),
      startFakeUpstream((_request, response) => writeChatStream(response, { content: pieces, intervalMs: 60 })),
    ]);
    const database = new URL(await postgres.createDatabase());
    proxy = await startFaultProxy({ host: database.hostname, port: Number(database.port) });
    database.host = `${proxy.host}:${proxy.port}`;
    server = await startTestServer({
      DATABASE_URL: database.toString(),
      DEMO_DATA: 'true',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: upstream.url,
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const token = await server.tokenFor('teacher');
    client = createAiClient({ baseUrl: server.aiUrl, getToken: () => token, reconnectDelaysMs: [100] });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await Promise.all([postgres?.stop(), upstream?.close()]);
  });

  /** Asks, breaks the database at the sixth piece, and reads the reply to its end. */
  const askThrough = async (title: string, fault: () => Promise<void> | void) => {
    const turn = { title, question: { id: `q-${title}`, content: '讲个故事' }, answerId: `a-${title}` };
    let faulted: Promise<void> | undefined;
    const events = await read(client.reply({ messages, turn }), (seen) => {
      if (!faulted && contentOf(seen).includes('[5]')) faulted = Promise.resolve(fault());
      return false;
    });
    await faulted;
    return events;
  };

  it('the connection to it dropped and refused for 3 s: the reply goes on, and is stored whole once it is back', async () => {
    const events = await askThrough('db-outage', () => proxy.outage(3_000));
    const { id, conversationId } = replyOf(events);
    // The page got every piece once, and the end.
    expect(contentOf(events)).toBe(whole);
    expect(events.at(-1)).toMatchObject({ type: 'end', ending: 'done' });
    // What waited in memory reached the database: the answer, and every event for a page rejoining later.
    await expect
      .poll(async () => (await storedAnswer(client, conversationId))?.content, { timeout: 15_000 })
      .toBe(whole);
    expect(contentOf(await read(client.followReply(id, { after: 0 })))).toBe(whole);
    expect(server.logs.join('\n')).toMatch(/reply journal: could not store replies/);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'restarted by its operator mid-reply: the reply goes on, and is stored whole',
    async () => {
      const events = await askThrough('db-restart', () => postgres.restart?.());
      const { id, conversationId } = replyOf(events);
      expect(contentOf(events)).toBe(whole);
      await expect
        .poll(async () => (await storedAnswer(client, conversationId))?.content, { timeout: 15_000 })
        .toBe(whole);
      expect(contentOf(await read(client.followReply(id, { after: 0 })))).toBe(whole);
      // The question asked before the restart is stored with its answer.
      const stored = (await client.listConversations('10001')).find((each) => each.title === 'db-restart');
      expect(stored?.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    },
  );
});

describe('the S3 store is unavailable during an upload (proxy between the clients and the store)', () => {
  let s3: TestS3;
  let proxy: FaultProxy;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startTestS3();
    const endpoint = new URL(s3.env.S3_ENDPOINT);
    proxy = await startFaultProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    server = await startTestServer({ ...s3.env, S3_ENDPOINT: proxy.url });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await s3?.stop();
  });

  it('the upload says in Chinese that the store cannot be reached; attaching it is refused; nothing is recorded; later both work', async () => {
    const token = await server.tokenFor('lyyk-admin');
    const portal = createPortalClient({ baseUrl: server.url, getToken: () => token });
    const bytes = makeDocx({ title: '教研计划', paragraphs: ['第一周：集体备课'] });
    const file = new File([bytes], '教研计划.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const activity = await portal.post('portal/research/v1/activities/create', {
      json: { title: '集体备课', summary: '第一周' },
      schema: z.looseObject({ id: z.string() }),
    });
    const filesBefore = await server.database.db.selectFrom('portal_files').select('id').execute();

    // The store goes away: kept-alive connections to it die, new ones are refused.
    proxy.refuse();
    proxy.drop();
    const failed = await uploadFile(portal, file).catch((error: unknown) => error);
    expect(isApiError(failed) && failed.message).toBe('文件存储服务暂时无法连接，文件没有上传，请稍后重试');
    // Attaching a file while the store cannot be asked about it: a clear refusal, and no record.
    const attach = (path: string) =>
      fetch(`${server.url}/resource_api/portal/research/v1/file/add/batch/${activity.id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ files: [{ fileName: '教研计划.docx', path }] }),
      });
    const refused = await attach('uploads/10003/00000000-0000-4000-8000-000000000001/教研计划.docx');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 503, msg: '文件存储暂时不可用，请稍后再试' });
    expect(await server.database.db.selectFrom('portal_files').select('id').execute()).toEqual(filesBefore);

    proxy.heal();
    const uploaded = await uploadFile(portal, file);
    const attached = await attach(uploaded.transcodePath);
    expect(await attached.json()).toMatchObject({ code: 20000, data: [{ size: bytes.length }] });
  });
});
