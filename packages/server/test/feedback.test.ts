import { type AiClient, AiServiceError, createAiClient } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from './database-snapshot';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let teacher: AiClient;
let student: AiClient;
let teacherToken: string;
let conversationId: number;

const pair = (answer: string) =>
  [
    { role: 'user', content: '两研一刊是什么' },
    { role: 'assistant', content: answer },
  ] as [{ role: 'user'; content: string }, { role: 'assistant'; content: string }];

beforeAll(async () => {
  server = await startTestServer();
  teacherToken = await server.tokenFor('teacher');
  const studentToken = await server.tokenFor('student');
  teacher = createAiClient({ baseUrl: server.aiUrl, getToken: () => teacherToken });
  student = createAiClient({ baseUrl: server.aiUrl, getToken: () => studentToken });
  conversationId = Number((await teacher.createConversation({ uid: '10001', title: '反馈', messages: [] })).id);
});
afterAll(async () => {
  await server?.stop();
});

async function failure(promise: Promise<unknown>): Promise<AiServiceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AiServiceError)) throw new Error(`expected an AiServiceError, got ${String(error)}`);
  return error;
}

const raw = (method: string, path: string, body?: string) =>
  fetch(`${server.aiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${teacherToken}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });

describe('dislike config', () => {
  it('lists the seeded reasons', async () => {
    expect((await teacher.getDislikeConfig()).map((reason) => reason.name)).toEqual([
      '内容不准确',
      '答非所问',
      '有害或不安全',
      '格式错误',
      '其他',
    ]);
  });
});

describe('likes and dislikes', () => {
  it('creates, lists and deletes likes and dislikes', async () => {
    const like = await teacher.createLike({ conversationId, messages: pair('一') });
    const dislike = await teacher.createDislike({
      conversationId,
      messages: pair('二'),
      error_code: 'inaccurate',
      error_content: '说得不对',
    });
    expect(await teacher.listLikes(conversationId)).toMatchObject([
      { id: like.id, conversationId, messages: pair('一') },
    ]);
    expect(await teacher.listDislikes(String(conversationId))).toMatchObject([
      { id: dislike.id, error_code: 'inaccurate', error_content: '说得不对', messages: pair('二') },
    ]);
    await teacher.deleteLike(like.id);
    await teacher.deleteDislike(dislike.id);
    expect(await teacher.listLikes(conversationId)).toEqual([]);
    expect(await teacher.listDislikes(conversationId)).toEqual([]);
  });

  it('refuses a like and a dislike on the same answer with 409 and the SPEC warning, and a duplicate too', async () => {
    const like = await teacher.createLike({ conversationId, messages: pair('三') });
    const before = await databaseSnapshot(server.database.db);
    const conflict = await failure(
      teacher.createDislike({ conversationId, messages: pair('三'), error_code: '', error_content: '不好' }),
    );
    expect(conflict.status).toBe(409);
    expect(conflict.message).toBe('您已经对此回答提交过反馈');
    expect((await failure(teacher.createLike({ conversationId, messages: pair('三') }))).status).toBe(409);
    expect(await databaseSnapshot(server.database.db)).toBe(before);

    await teacher.deleteLike(like.id);
    const dislike = await teacher.createDislike({
      conversationId,
      messages: pair('三'),
      error_code: 'other',
      error_content: '',
    });
    expect((await failure(teacher.createLike({ conversationId, messages: pair('三') }))).status).toBe(409);
    await teacher.deleteDislike(dislike.id);
  });

  it("hides feedback from other users: another user's conversation or record id is 404", async () => {
    const like = await teacher.createLike({ conversationId, messages: pair('四') });
    const dislike = await teacher.createDislike({
      conversationId,
      messages: pair('五'),
      error_code: 'format',
      error_content: '',
    });
    const before = await databaseSnapshot(server.database.db);

    const attempts: (() => Promise<unknown>)[] = [
      () => student.listLikes(conversationId),
      () => student.listDislikes(conversationId),
      () => student.createLike({ conversationId, messages: pair('六') }),
      () => student.createDislike({ conversationId, messages: pair('六'), error_code: 'other', error_content: '' }),
      () => student.deleteLike(like.id),
      () => student.deleteDislike(dislike.id),
      // A like id is not a dislike id, even for its owner.
      () => teacher.deleteDislike(like.id),
    ];
    for (const attempt of attempts) expect((await failure(attempt())).status).toBe(404);
    for (const path of ['/like-conversations/conversation/abc', '/dislike-conversations/conversation/99999']) {
      expect((await raw('GET', path)).status).toBe(404);
    }
    expect(await databaseSnapshot(server.database.db)).toBe(before);
  });

  it.each([
    { name: 'malformed JSON', path: '/like-conversations', body: '{"conversationId":', message: /不是合法的 JSON/ },
    {
      name: 'a single message instead of a pair',
      path: '/like-conversations',
      body: '{"conversationId":1,"messages":[{"role":"user","content":"q"}]}',
      message: /messages/,
    },
    {
      name: 'a conversation id of the wrong type',
      path: '/like-conversations',
      body: '{"conversationId":true,"messages":[{"role":"user","content":"q"},{"role":"assistant","content":"a"}]}',
      message: /conversationId/,
    },
    {
      name: 'an unknown reason code',
      path: '/dislike-conversations',
      body: JSON.stringify({ conversationId: 1, messages: pair('x'), error_code: 'boring', error_content: '' }),
      message: /未知的反馈项 boring/,
    },
    {
      name: 'neither reason nor comment',
      path: '/dislike-conversations',
      body: JSON.stringify({ conversationId: 1, messages: pair('x'), error_code: '', error_content: '   ' }),
      message: /error_content/,
    },
    {
      name: 'an over-long comment',
      path: '/dislike-conversations',
      body: JSON.stringify({
        conversationId: 1,
        messages: pair('x'),
        error_code: '',
        error_content: '长'.repeat(1500),
      }),
      message: /反馈意见不能超过 1000 个字符/,
    },
  ])('refuses $name with a clear 400 and leaves the database unchanged', async ({ path, body, message }) => {
    const before = await databaseSnapshot(server.database.db);
    const response = await raw('POST', path, body.replace('"conversationId":1', `"conversationId":${conversationId}`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(await databaseSnapshot(server.database.db)).toBe(before);
  });

  it('removes feedback with its conversation', async () => {
    const { id } = await teacher.createConversation({ uid: '10001', title: '临时', messages: [] });
    await teacher.createLike({ conversationId: id, messages: pair('七') });
    await teacher.deleteConversation(id, '10001');
    const rows = await server.database.db
      .selectFrom('feedback_records')
      .selectAll()
      .where('conversation_id', '=', Number(id))
      .execute();
    expect(rows).toEqual([]);
  });
});
