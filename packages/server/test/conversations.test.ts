import { type AiClient, AiServiceError, createAiClient } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from './database-snapshot';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let teacher: AiClient;
let student: AiClient;
let teacherToken: string;

beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: '4096' });
  teacherToken = await server.tokenFor('teacher');
  const studentToken = await server.tokenFor('student');
  teacher = createAiClient({ baseUrl: server.aiUrl, getToken: () => teacherToken });
  student = createAiClient({ baseUrl: server.aiUrl, getToken: () => studentToken });
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

const raw = (method: string, path: string, body?: string, token = teacherToken) =>
  fetch(`${server.aiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });

describe('conversations', () => {
  it('creates, lists, updates and deletes the caller’s conversations', async () => {
    const { id } = await teacher.createConversation({
      uid: '10001',
      title: '新对话',
      messages: [{ role: 'user', content: '怎么参加比赛' }],
    });
    expect(typeof id).toBe('number');
    await teacher.updateConversation(id, {
      uid: '10001',
      title: '参赛咨询',
      messages: [
        { role: 'user', content: '怎么参加比赛' },
        { role: 'assistant', content: '请看资源竞赛页面', reasoning: '检索竞赛' },
      ],
    });
    const listed = await teacher.listConversations('10001');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id,
      uid: '10001',
      title: '参赛咨询',
      messages: [
        { role: 'user', content: '怎么参加比赛' },
        { role: 'assistant', content: '请看资源竞赛页面', reasoning: '检索竞赛' },
      ],
    });
    expect(await student.listConversations('10002')).toEqual([]);
    await teacher.deleteConversation(id, '10001');
    expect(await teacher.listConversations('10001')).toEqual([]);
  });

  it('stores message ids and answer versions (issue #16) and gives them back; SPEC readers see the shown answer', async () => {
    const messages = [
      { role: 'user' as const, content: '怎么参加比赛', id: 'q-1' },
      {
        role: 'assistant' as const,
        content: '第二版回答',
        reasoning: '再想一次',
        id: 'a-2',
        versions: [
          { id: 'a-1', content: '第一版回答' },
          { id: 'a-2', content: '第二版回答', reasoning: '再想一次' },
        ],
      },
    ];
    const { id } = await teacher.createConversation({ uid: '10001', title: '版本', messages });
    const listed = (await teacher.listConversations('10001')).find((conversation) => conversation.id === id);
    expect(listed?.messages).toEqual(messages);
    // A client that knows only SPEC's fields reads role, content and reasoning of the shown answer.
    const body = (await (await raw('GET', '/conversations?uid=10001')).json()) as {
      data: { id: number; messages: Array<{ content: string }> }[];
    };
    expect(body.data.find((conversation) => conversation.id === id)?.messages[1]?.content).toBe('第二版回答');
    // An old client saving without the new fields is accepted too, and they are gone.
    await teacher.updateConversation(id, {
      uid: '10001',
      title: '版本',
      messages: [
        { role: 'user', content: '怎么参加比赛' },
        { role: 'assistant', content: '第二版回答' },
      ],
    });
    const updated = (await teacher.listConversations('10001')).find((conversation) => conversation.id === id);
    expect(updated?.messages).toEqual([
      { role: 'user', content: '怎么参加比赛' },
      { role: 'assistant', content: '第二版回答' },
    ]);
    await teacher.deleteConversation(id, '10001');
  });

  it('keeps a deep-thinking answer’s thinking time (issue #30) with the answer and each version', async () => {
    const messages = [
      { role: 'user' as const, content: '一元二次方程怎么讲', id: 'q-1' },
      {
        role: 'assistant' as const,
        content: '第二版回答',
        reasoning: '再想一次',
        thinkingMs: 12_400,
        id: 'a-2',
        versions: [
          { id: 'a-1', content: '第一版回答', reasoning: '先想', thinkingMs: 3_100 },
          { id: 'a-2', content: '第二版回答', reasoning: '再想一次', thinkingMs: 12_400 },
        ],
      },
    ];
    const { id } = await teacher.createConversation({ uid: '10001', title: '用时', messages });
    const listed = (await teacher.listConversations('10001')).find((conversation) => conversation.id === id);
    expect(listed?.messages).toEqual(messages);
    await teacher.deleteConversation(id, '10001');
  });

  it("answers 404 for another user's conversation on update and delete, and 403 for another uid", async () => {
    const { id } = await teacher.createConversation({ uid: '10001', title: '私人', messages: [] });
    const before = await databaseSnapshot(server.database.db);

    const update = await failure(student.updateConversation(id, { uid: '10002', title: '抢走', messages: [] }));
    expect(update.status).toBe(404);
    expect(update.message).toBe('对话不存在');
    expect((await failure(student.deleteConversation(id, '10002'))).status).toBe(404);

    const spoofed = await failure(student.listConversations('10001'));
    expect(spoofed.status).toBe(403);
    expect(spoofed.message).toMatch(/uid 与登录用户不一致/);
    expect((await failure(student.createConversation({ uid: '10001', title: 'x', messages: [] }))).status).toBe(403);
    expect((await failure(student.updateConversation(id, { uid: '10001', title: 'x', messages: [] }))).status).toBe(
      403,
    );
    expect((await failure(student.deleteConversation(id, '10001'))).status).toBe(403);
    expect(
      (
        await raw(
          'PUT',
          `/conversations/${id}`,
          '{"uid":"10001","title":"x","messages":[]}',
          await server.tokenFor('student'),
        )
      ).status,
    ).toBe(403);

    expect(await databaseSnapshot(server.database.db)).toBe(before);
    await teacher.deleteConversation(id, '10001');
  });

  it('answers 404 for ids that cannot exist', async () => {
    for (const path of ['/conversations/999999', '/conversations/abc', '/conversations/-1']) {
      const response = await raw('DELETE', path);
      expect(response.status).toBe(404);
    }
  });

  it.each([
    { name: 'malformed JSON', body: '{"uid":"10001",', status: 400, message: /不是合法的 JSON/ },
    { name: 'an empty body', body: '', status: 400, message: /请求体不能为空/ },
    {
      name: 'messages of the wrong type',
      body: '{"uid":"10001","title":"t","messages":"x"}',
      status: 400,
      message: /messages/,
    },
    { name: 'a number as title', body: '{"uid":"10001","title":5,"messages":[]}', status: 400, message: /title/ },
    {
      name: 'an unknown role',
      body: '{"uid":"10001","title":"t","messages":[{"role":"robot","content":"x"}]}',
      status: 400,
      message: /messages\.0\.role/,
    },
    {
      name: 'reasoning on a user message',
      body: '{"uid":"10001","title":"t","messages":[{"role":"user","content":"x","reasoning":"y"}]}',
      status: 400,
      message: /messages\.0\.reasoning/,
    },
    { name: 'a blank title', body: '{"uid":"10001","title":"  ","messages":[]}', status: 400, message: /title/ },
    {
      name: 'an oversize body',
      body: JSON.stringify({ uid: '10001', title: 'x'.repeat(5000), messages: [] }),
      status: 413,
      message: /请求体过大/,
    },
  ])('refuses $name with a clear $status and leaves the database unchanged', async ({ body, status, message }) => {
    const before = await databaseSnapshot(server.database.db);
    const response = await raw('POST', '/conversations', body);
    expect(response.status).toBe(status);
    const json = (await response.json()) as { code: number; message: string };
    expect(json.code).toBe(status);
    expect(json.message).toMatch(message);
    expect(await databaseSnapshot(server.database.db)).toBe(before);
  });
});
