import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAiClient, type ReplyEvent } from '@edu/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { startTestServer, type TestServer } from './start-test-server';

// A single SQLite copy that stopped in the middle of a reply (killed, power lost): when it starts again, the
// reply ends as interrupted at once, what it had received kept in the conversation, and a page rejoining it
// reads those events and the ending.

const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-reply-restart-'));
let server: TestServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a reply left running by a copy that stopped', () => {
  it('ends as interrupted when the copy starts again, with what was received', async () => {
    const replyId = '0b7e1f3c-3a3c-4d7e-9a51-2f5f0d9b6c11';
    // What the stopped run left behind: the turn, the running reply of a copy that no longer reports, three events.
    const left = await openDatabase({ dataDir, databaseUrl: undefined, sqliteJournalMode: 'wal', demoData: true });
    const { id: conversationId } = await left.db
      .insertInto('conversations')
      .values({
        uid: '10001',
        title: '停电前的问题',
        messages: JSON.stringify([
          { role: 'user', content: '讲个故事', id: 'q1' },
          { role: 'assistant', content: '正在思考中...', id: 'a1', replyId },
        ]),
        created_at: '2026-11-28T08:00:00.000Z',
        updated_at: '2026-11-28T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await left.db
      .insertInto('chat_replies')
      .values({
        id: replyId,
        uid: '10001',
        conversation_id: conversationId,
        answer_id: 'a1',
        regenerated: 0,
        owner: 'copy-that-stopped',
        state: 'running',
        stop_after: null,
        last_event_id: 0,
        created_at: Date.now() - 5_000,
        finished_at: null,
      })
      .execute();
    // Stored in two groups, as the journal writes them.
    await left.db
      .insertInto('chat_reply_events')
      .values([
        {
          reply_id: replyId,
          first_seq: 1,
          last_seq: 2,
          events: JSON.stringify([
            [1, '从前', '想一想', null],
            [2, '有座山', '', null],
          ]),
        },
        { reply_id: replyId, first_seq: 3, last_seq: 3, events: JSON.stringify([[3, '山里', '', null]]) },
      ])
      .execute();
    await left.close();

    server = await startTestServer({ DATA_DIR: dataDir });
    const token = await server.tokenFor('teacher');
    const client = createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
    await expect
      .poll(async () =>
        (await client.listConversations('10001')).find((each) => each.id === conversationId)?.messages.at(-1),
      )
      .toEqual({ role: 'assistant', content: '从前有座山山里', reasoning: '想一想', id: 'a1', interrupted: true });
    const events: ReplyEvent[] = [];
    for await (const event of client.followReply(replyId, { after: 1 })) events.push(event);
    expect(events).toEqual([
      { type: 'reply', id: replyId, conversationId },
      { type: 'content', text: '有座山', eventId: 2 },
      { type: 'content', text: '山里', eventId: 3 },
      { type: 'end', ending: 'interrupted', lastEventId: 3 },
    ]);
  });
});
