import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/start-server';

// Two copies of the server on one database (SQLite in WAL mode, as two processes would share it) and one
// clock the test moves: a scheduled article joins the public pages and the offline guide of both copies at
// its publish time, with no restart.

let dataDir: string;
let copies: RunningServer[] = [];
/** How far the servers' clock is ahead of the system's. */
let clockAheadMs = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'edu-scheduled-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO_DATA: 'true',
    AI_PROVIDER: 'guide',
    AUTH_SECRET: 'scheduled-content-test-secret-0123456789',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const now = () => new Date(Date.now() + clockAheadMs);
  // One after the other: the first creates and migrates the database, the second opens it.
  for (let index = 0; index < 2; index++)
    copies.push(await startServer({ config, now, seedDemoContent: false, log: () => {} }));
});
afterAll(async () => {
  for (const copy of copies) await copy.close();
  copies = [];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const copy = (index: 0 | 1) => {
  const server = copies[index];
  if (!server) throw new Error(`copy ${index} did not start`);
  return server;
};
const portalOf = async (index: 0 | 1, username?: string) => {
  const { url } = copy(index);
  if (!username) return api.createPortalClient({ baseUrl: url });
  const { token } = await api.login(url, { username, password: 'demo1234' });
  return api.createPortalClient({ baseUrl: url, getToken: () => token });
};
/** The offline guide's answer through one copy, as its markdown. */
const guideAnswer = async (index: 0 | 1, question: string) => {
  const { url } = copy(index);
  const { token } = await api.login(url, { username: 'teacher', password: 'demo1234' });
  const client = api.createAiClient({ baseUrl: `${url}/ai`, getToken: () => token });
  let text = '';
  for await (const event of client.chat({ messages: [{ role: 'user', content: question }], model: 'junheng' })) {
    if (event.type === 'error') throw new Error(event.message);
    if (event.type === 'content') text += event.text;
  }
  return text;
};
const schedule = async (title: string, publishAt: Date) => {
  const admin = await portalOf(0, 'admin');
  const draft = await api.createArticle(admin, { kind: 'article', title, content: `<p>${title}的安排</p>` });
  await api.publishArticle(admin, draft.id, { version: draft.version, publishAt: publishAt.toISOString() });
  return draft.id;
};

describe('a scheduled article on two copies', () => {
  it('reaches the public pages and the guide of the other copy at its publish time', async () => {
    const id = await schedule('冰雪运动进校园启动仪式', new Date(Date.now() + 1_500));
    const visitor = await portalOf(1);
    await expect(api.getArticleById(visitor, { id })).rejects.toMatchObject({ status: 404 });
    expect(await guideAnswer(1, '冰雪运动进校园')).not.toContain(`/detial/${id}`);
    await expect
      .poll(() => api.getArticleById(visitor, { id }).then((article) => (article as { title: string }).title), {
        timeout: 10_000,
        interval: 250,
      })
      .toBe('冰雪运动进校园启动仪式');
    expect(await guideAnswer(1, '冰雪运动进校园')).toContain(`/detial/${id}`);
  });

  it("joins every copy's guide when the clock reaches its publish time, and not a moment before", async () => {
    const publishAt = new Date(Date.now() + clockAheadMs + 3_600_000);
    const id = await schedule('叶县中小学生航模比赛报名通知', publishAt);
    const link = `/detial/${id}`;
    for (const index of [0, 1] as const) expect(await guideAnswer(index, '航模比赛报名')).not.toContain(link);
    clockAheadMs += 3_600_000 - 2_000;
    for (const index of [0, 1] as const) expect(await guideAnswer(index, '航模比赛报名')).not.toContain(link);
    clockAheadMs += 3_000;
    for (const index of [0, 1] as const) expect(await guideAnswer(index, '航模比赛报名')).toContain(link);
    // The console lists it as published from then on.
    const admin = await portalOf(1, 'admin');
    expect(await api.getAdminArticle(admin, id)).toMatchObject({ state: 'published' });
  });
});
