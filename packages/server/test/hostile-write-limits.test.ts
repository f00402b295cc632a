import { buildUploadForm, type PresignedPostFormData } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

// Every write a signed-in user can repeat has a per-user limit (issue 29: a student wrote 100 view logs in
// half a second, a teacher 60 comments in 250 ms). Each row below writes LIMIT times (accepted), then once
// more: 429 with Retry-After and the limit's words, and nothing changed. Another user still writes. And a
// view counts once per viewer and item per window, however many requests.

const LIMIT = 3;
const SETTINGS = [
  'COMMENT',
  'VIEW_LOG_USER',
  'COLLECTION',
  'FEEDBACK',
  'RESEARCH_INTERACTION',
  'MESSAGE_READ',
  'UPLOAD',
  'CONVERSATION_WRITE',
  'EDIT',
];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    Object.fromEntries(SETTINGS.map((name) => [`${name}_RATE_LIMIT_PER_MINUTE`, String(LIMIT)])),
    { seedDemoContent: true },
  );
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;
const bearer = async (username: string) => ({ authorization: `Bearer ${await server.tokenFor(username)}` });
const json = { 'content-type': 'application/json' };

async function call(username: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { ...(await bearer(username)), ...json },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const firstId = async (kind: string) =>
  (await db().selectFrom('portal_content').select('id').where('kind', '=', kind).executeTakeFirstOrThrow()).id;
const idsOf = async (kind: string) =>
  (await db().selectFrom('portal_content').select('id').where('kind', '=', kind).orderBy('id').execute()).map(
    (row) => row.id,
  );

/** A conversation of the user's own, for likes and dislikes to point at. */
async function conversationOf(uid: string): Promise<number> {
  const row = await db()
    .insertInto('conversations')
    .values({
      uid,
      title: '反馈用',
      messages: '[]',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A row of the table: one write of a kind, and what it changes. */
interface LimitedWrite {
  label: string;
  /** The words of its 429. */
  words: string;
  /** Makes the next write a change (run before the state is taken). */
  prepare?(username: string): Promise<void>;
  write(index: number, username: string): Promise<Response>;
  state(): Promise<unknown>;
}

const uidOf = (username: string) => (username === 'teacher' ? '10001' : '10002');
const messageOf = async (username: string) =>
  (await db().selectFrom('portal_messages').select('id').where('uid', '=', uidOf(username)).executeTakeFirstOrThrow())
    .id;

const rows = (): LimitedWrite[] => [
  {
    label: 'a comment',
    words: '发表和删除评论',
    write: async (index, username) =>
      call(username, 'POST', '/resource_api/practice/v1/practiceComment', {
        targetId: await firstId('practice-album'),
        content: `评论 ${index}`,
      }),
    state: () => db().selectFrom('portal_comments').select('id').orderBy('id').execute(),
  },
  {
    label: 'a view log of a signed-in user',
    words: '浏览记录',
    write: async (_index, username) => {
      const file = await db().selectFrom('portal_files').select('id').executeTakeFirstOrThrow();
      return call(username, 'POST', `/resource_api/resource/v1/portal/logs/visitor/${file.id}`);
    },
    state: () => db().selectFrom('portal_file_views').select('id').orderBy('id').execute(),
  },
  {
    label: 'collecting and uncollecting an application',
    words: '收藏应用',
    write: async (index, username) => {
      const app = await firstId('application');
      const action = index % 2 === 0 ? 'collection' : 'cancelcollection';
      return call(username, 'POST', `/resource_api/portal/v1/application/${action}/${app}`);
    },
    state: () => db().selectFrom('portal_app_collections').selectAll().orderBy('uid').orderBy('app_id').execute(),
  },
  {
    label: 'a like',
    words: '点赞和点踩',
    write: async (index, username) => {
      const uid = uidOf(username);
      return call(username, 'POST', '/ai/like-conversations', {
        conversationId: await conversationOf(uid),
        messages: [
          { role: 'user', content: `问题 ${index}` },
          { role: 'assistant', content: `回答 ${index}` },
        ],
      });
    },
    state: () => db().selectFrom('feedback_records').select('id').orderBy('id').execute(),
  },
  {
    label: 'a 两研一刊 collection',
    words: '教研互动',
    write: async (index, username) =>
      call(username, 'POST', '/resource_api/portal/research/v1/collectInteraction/create', {
        targetId: await idsOf('research-news').then((ids) => ids[index % ids.length]),
        targetType: 'news',
      }),
    state: () => db().selectFrom('portal_collections').select('id').orderBy('id').execute(),
  },
  {
    label: 'a message marked read',
    words: '标记消息已读',
    // Unread again, so marking it read is a change each time.
    prepare: async (username) => {
      await db()
        .updateTable('portal_messages')
        .set({ is_read: 0 })
        .where('id', '=', await messageOf(username))
        .execute();
    },
    write: async (_index, username) =>
      call(username, 'GET', `/resource_api/access-message/message/v1/web/portal/read?id=${await messageOf(username)}`),
    state: () => db().selectFrom('portal_messages').select(['id', 'is_read']).orderBy('id').execute(),
  },
  {
    label: 'a conversation saved',
    words: '保存对话',
    write: (index, username) =>
      call(username, 'POST', '/ai/conversations', { uid: uidOf(username), title: `对话 ${index}`, messages: [] }),
    state: () => db().selectFrom('conversations').select(['id', 'title']).orderBy('id').execute(),
  },
  {
    label: 'a subject selection saved',
    words: '修改数据',
    write: (index, username) =>
      call(username, 'POST', '/resource_api/portal/v1/subject/save', { subjectIds: [index % 2 === 0 ? '01' : '02'] }),
    state: () => db().selectFrom('portal_profiles').select(['uid', 'subject_ids']).orderBy('uid').execute(),
  },
];

describe('per-user limits of repeatable writes', () => {
  it.each(rows().map((row) => [row.label, row] as const))(
    'accepts %s LIMIT times a minute, then 429 with its words and Retry-After, changing nothing',
    async (_label, row) => {
      for (let index = 0; index < LIMIT; index++) {
        await row.prepare?.('teacher');
        const accepted = await row.write(index, 'teacher');
        expect([200, 201], `write ${index}: ${await accepted.clone().text()}`).toContain(accepted.status);
      }
      await row.prepare?.('teacher');
      const before = JSON.stringify(await row.state());
      const refused = await row.write(LIMIT, 'teacher');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await refused.json()) as { msg?: string; message?: string };
      expect(body.msg ?? body.message).toMatch(
        new RegExp(`^${row.words}请求过于频繁（每分钟最多 ${LIMIT} 次），请 \\d+ 秒后再试$`),
      );
      expect(JSON.stringify(await row.state())).toBe(before);
      // The limit is the user's: another user still writes.
      await row.prepare?.('student');
      const other = await row.write(LIMIT + 1, 'student');
      expect([200, 201]).toContain(other.status);
    },
  );

  it('counts presigns and uploads against UPLOAD_RATE_LIMIT_PER_MINUTE, and stores nothing past it', async () => {
    const sign = async () =>
      fetch(`${server.url}/resource_api/storage/getPresignedPostFormData?fileName=a.pdf`, {
        headers: await bearer('lyyk-admin'),
      });
    const uploads = () =>
      db().selectFrom('portal_uploads').select(['storage_key', 'size']).orderBy('storage_key').execute();
    const file = new File([new Uint8Array(16).fill(65)], 'a.pdf', { type: 'application/pdf' });
    const post = (data: PresignedPostFormData) =>
      fetch(new URL(data.postURL, server.url), { method: 'POST', body: buildUploadForm(file, data) });
    const first = ((await (await sign()).json()) as { data: PresignedPostFormData }).data;
    const second = ((await (await sign()).json()) as { data: PresignedPostFormData }).data;
    expect((await post(first)).status).toBe(204);
    const before = await uploads();
    const refusedUpload = await post(second);
    expect(refusedUpload.status).toBe(429);
    expect(((await refusedUpload.json()) as { msg: string }).msg).toMatch(/^上传文件请求过于频繁/);
    expect(await uploads()).toEqual(before);
    expect(await server.store.stat(second.key)).toBeUndefined();
    expect((await sign()).status).toBe(429);
  });
});

describe('a view counts once per viewer and item per window', () => {
  it('counts 40 view logs of one signed-in user as one view (and the limit refuses most of them)', async () => {
    const file = await db()
      .selectFrom('portal_files')
      .select(['id', 'view_count'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Signed in once: forty parallel logins would trip the lockout's burst rule instead.
    await server.tokenFor('studio-owner');
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async () =>
          (await call('studio-owner', 'POST', `/resource_api/resource/v1/portal/logs/visitor/${file.id}`)).status,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LIMIT);
    const after = await db()
      .selectFrom('portal_files')
      .select('view_count')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(after.view_count).toBe(file.view_count + 1);
  });

  it('counts 20 reads of an article by one user as one view, and another user as one more', async () => {
    const article = await db()
      .selectFrom('portal_content')
      .select(['id', 'view_count'])
      .where('kind', '=', 'article')
      // A published one: the console's seeded history also holds drafts and withdrawn articles (404).
      .where('id', 'not in', db().selectFrom('content_states').select('content_id'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await server.tokenFor('lyyk-admin');
    const read = async (username: string) =>
      call(username, 'GET', `/resource_api/portal/v1/client/v1/article/getArticleInfoById?id=${article.id}`);
    await Promise.all(Array.from({ length: 20 }, () => read('lyyk-admin')));
    await read('admin');
    await read('admin');
    const after = await db()
      .selectFrom('portal_content')
      .select('view_count')
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(after.view_count).toBe(article.view_count + 2);
  });

  it('counts an anonymous visitor once per address', async () => {
    const album = await db()
      .selectFrom('portal_content')
      .select(['id', 'view_count'])
      .where('kind', '=', 'practice-album')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (let index = 0; index < 5; index++) {
      const response = await fetch(`${server.url}/resource_api/practice/v1/portal/album/${album.id}`);
      expect(((await response.json()) as { data: { viewCount: number } }).data.viewCount).toBe(album.view_count + 1);
    }
  });
});
