import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationStore } from '../src/ai/conversations/conversation-store';
import { createFeedbackStore } from '../src/ai/feedback/feedback-store';
import { createVideoJobStore } from '../src/ai/media/video-job-store';
import { loadConfig } from '../src/config';
import { DEMO_USERS } from '../src/db/demo-users';
import { type OpenDatabase, openDatabase } from '../src/db/open-database';
import { verifyPassword } from '../src/db/password-hash';
import { startTestPostgres, type TestPostgres } from './postgres';

let postgres: TestPostgres;
const folders: string[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await postgres?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Settings for a fresh database of each engine (demo data on for both, to test the seed). */
const engines = {
  sqlite: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-storage-'));
    folders.push(dataDir);
    return loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
  },
  postgres: async () =>
    loadConfig({ DATABASE_URL: await postgres.createDatabase(), DEMO_DATA: 'true', DATA_DIR: '/tmp' }),
};

describe.each(Object.entries(engines))('storage on %s', (engine, settings) => {
  let database: OpenDatabase;
  let config: Awaited<ReturnType<typeof settings>>;
  beforeAll(async () => {
    config = await settings();
    database = await openDatabase(config);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('migrates a new database, seeds the demo users with scrypt hashes, and does both only once', async () => {
    expect(database.dialect).toBe(engine);
    expect(database.created).toBe(true);
    expect(database.seeded).toBe(true);
    const byName = (username: string) =>
      database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    const teacher = await byName('teacher');
    expect(teacher?.user_name).toBe('王丽华');
    expect(teacher && (await verifyPassword('demo1234', teacher.password_hash))).toBe(true);
    const admin = await byName('lyyk-admin');
    expect(admin?.role_name).toContain('两研一刊管理员');

    const again = await openDatabase(config);
    expect(again.created).toBe(false);
    expect(again.seeded).toBe(false);
    const count = await again.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(DEMO_USERS.length);
    await again.close();
  });

  it('stores, lists, updates and deletes conversations per user', async () => {
    // A clock one second further on each call: "most recently updated first" must not hang on two writes
    // landing in the same millisecond.
    let tick = Date.parse('2026-03-01T08:00:00Z');
    const conversations = createConversationStore(database.db, () => {
      tick += 1000;
      return new Date(tick);
    });
    const first = await conversations.create('u1', '新对话', [{ role: 'user', content: '你好' }]);
    const second = await conversations.create('u1', '第二个', []);
    const others = await conversations.create('u2', '别人的', []);
    expect(typeof first).toBe('number');

    const messages = [
      { role: 'user' as const, content: '2+2?' },
      { role: 'assistant' as const, content: '4', reasoning: '先算' },
    ];
    expect(await conversations.update(first, 'u1', '算术', messages)).toBe(true);
    expect(await conversations.update(others, 'u1', 'x', [])).toBe(false);

    const listed = await conversations.list('u1');
    expect(listed.map((conversation) => conversation.id)).toEqual([first, second]);
    expect(listed[0]).toMatchObject({ title: '算术', uid: 'u1', messages });
    expect(await conversations.get(others, 'u1')).toBeUndefined();

    expect(await conversations.delete(second, 'u2')).toBe(false);
    expect(await conversations.delete(second, 'u1')).toBe(true);
    expect((await conversations.list('u1')).map((conversation) => conversation.id)).toEqual([first]);
  });

  it('keeps one feedback record per answer, whichever kind, and deletes feedback with its conversation', async () => {
    const conversations = createConversationStore(database.db);
    const feedback = createFeedbackStore(database.db);
    const id = await conversations.create('u3', '反馈', []);
    const pair = [
      { role: 'user', content: '问题' },
      { role: 'assistant', content: '回答' },
    ];
    const like = await feedback.add({ uid: 'u3', conversationId: id, kind: 'like', messages: pair });
    expect(like.ok).toBe(true);
    expect(
      await feedback.add({ uid: 'u3', conversationId: id, kind: 'dislike', messages: pair, errorCode: 'other' }),
    ).toEqual({
      ok: false,
      conflict: true,
    });
    expect(await feedback.add({ uid: 'u3', conversationId: id, kind: 'like', messages: pair })).toEqual({
      ok: false,
      conflict: true,
    });
    const otherPair = [pair[0], { role: 'assistant', content: '另一个回答' }] as typeof pair;
    const dislike = await feedback.add({
      uid: 'u3',
      conversationId: id,
      kind: 'dislike',
      messages: otherPair,
      errorCode: 'inaccurate',
      errorContent: '数字不对',
    });
    expect(dislike.ok).toBe(true);

    expect(await feedback.listByConversation('like', id, 'u3')).toMatchObject([{ conversationId: id, messages: pair }]);
    expect(await feedback.listByConversation('dislike', id, 'u3')).toMatchObject([
      { error_code: 'inaccurate', error_content: '数字不对', messages: otherPair },
    ]);
    expect(await feedback.listByConversation('like', id, 'someone-else')).toEqual([]);
    if (!like.ok) throw new Error('like failed');
    expect(await feedback.delete('dislike', like.id, 'u3')).toBe(false);
    expect(await feedback.delete('like', like.id, 'u4')).toBe(false);
    expect(await feedback.delete('like', like.id, 'u3')).toBe(true);
    // Once the like is gone, the same answer may be disliked.
    expect((await feedback.add({ uid: 'u3', conversationId: id, kind: 'dislike', messages: pair })).ok).toBe(true);

    await conversations.delete(id, 'u3');
    expect(await feedback.listByConversation('dislike', id, 'u3')).toEqual([]);
  });

  it('serves the seeded dislike reasons in order', async () => {
    expect(await createFeedbackStore(database.db).dislikeReasons()).toEqual([
      { code: 'inaccurate', name: '内容不准确' },
      { code: 'irrelevant', name: '答非所问' },
      { code: 'unsafe', name: '有害或不安全' },
      { code: 'format', name: '格式错误' },
      { code: 'other', name: '其他' },
    ]);
  });

  it('counts video jobs per user and UTC day and knows their owners', async () => {
    const jobs = createVideoJobStore(database.db);
    const day = new Date('2026-01-15T23:59:00Z');
    for (const [uid, requestId] of [
      ['u5', 'req-1'],
      ['u5', 'req-2'],
      ['u6', 'req-3'],
    ] as const) {
      await jobs.reserve(uid, day, 3);
      await jobs.record(uid, requestId, day);
    }
    expect(await jobs.countToday('u5', day)).toBe(2);
    expect(await jobs.countToday('u5', new Date('2026-01-16T00:01:00Z'))).toBe(0);
    expect(await jobs.isOwnedBy('req-1', 'u5')).toBe(true);
    expect(await jobs.isOwnedBy('req-3', 'u5')).toBe(false);
  });

  it('keeps a final labelling failure on its video job and gives its quota unit back once, on the day it was taken', async () => {
    const jobs = createVideoJobStore(database.db);
    const day = new Date('2026-02-01T23:59:00Z');
    await jobs.reserve('u7', day, 3);
    await jobs.record('u7', 'req-7', day);
    await jobs.reserve('u7', day, 3);
    await jobs.record('u7', 'req-8', day);
    expect(await jobs.find('req-7', 'u7')).toEqual({ labelFailure: null });
    await Promise.all([jobs.failLabelling('req-7', '无法标识'), jobs.failLabelling('req-7', '无法标识')]);
    await jobs.failLabelling('req-7', '无法标识');
    expect(await jobs.find('req-7', 'u7')).toEqual({ labelFailure: '无法标识' });
    expect(await jobs.find('req-7', 'u8')).toBeUndefined();
    expect(await jobs.countToday('u7', day)).toBe(1);
  });

  it('lets one copy at a time claim the labelling of a video, and a stale claim be taken over', async () => {
    const jobs = createVideoJobStore(database.db);
    const day = new Date('2026-02-02T08:00:00Z');
    await jobs.reserve('u9', day, 3);
    await jobs.record('u9', 'req-9', day);
    const now = 1_000_000;
    const claims = await Promise.all([
      jobs.claimLabelling('req-9', now, now - 500),
      jobs.claimLabelling('req-9', now, now - 500),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await jobs.claimLabelling('req-9', now + 100, now + 100 - 500)).toBe(false);
    // Past the time a run can last, the claim is of a copy that died: another takes it over.
    expect(await jobs.claimLabelling('req-9', now + 600, now + 600 - 500)).toBe(true);
    await jobs.endLabelling('req-9');
    expect(await jobs.claimLabelling('req-9', now + 700, now + 700 - 500)).toBe(true);
  });
});

describe('openDatabase defaults', () => {
  it('uses WAL for SQLite and does not seed when demo data is off', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-storage-'));
    folders.push(dataDir);
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }));
    const { sql } = await import('kysely');
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(database.seeded).toBe(false);
    await database.close();
  });

  it('turns demo data off by default for PostgreSQL and on for SQLite', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).demoData).toBe(false);
    expect(loadConfig({}).demoData).toBe(true);
  });
});

describe('PostgreSQL connections', () => {
  it('outlive a connection cut inside a transaction: the transaction fails, the process goes on, the next query works', async () => {
    const database = await openDatabase(
      loadConfig({ DATABASE_URL: await postgres.createDatabase(), DEMO_DATA: 'false', DATA_DIR: '/tmp' }),
    );
    try {
      const cut = database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Another connection ends this one while the transaction waits between two statements (an operator
        // restarting PostgreSQL): the checked-out client reports it where the pool does not listen.
        await sql`select pg_terminate_backend(${rows[0]?.pid ?? 0})`.execute(database.db);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(cut).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
