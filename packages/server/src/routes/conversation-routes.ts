import { conversationInputSchema } from '@edu/api-client';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { assertOwnUid } from '../auth/require-user';
import { STORED_CONVERSATION_MAX_MESSAGES, STORED_MESSAGE_MAX_CHARS } from '../constants';
import { HttpError } from '../domain/http-error';
import type { ConversationStore, StoredMessage } from '../services/conversation-store';
import { envelope } from './envelope';
import { parseIdParam, readJsonBody } from './read-json-body';

/** Checks the size rules a stored conversation must keep; a breach is 400 naming the limit. */
function assertStorable(messages: readonly StoredMessage[]): void {
  if (messages.length > STORED_CONVERSATION_MAX_MESSAGES) {
    throw new HttpError(400, `messages: 一个对话最多保存 ${STORED_CONVERSATION_MAX_MESSAGES} 条消息`);
  }
  // The limit holds for each answer: the shown one and every kept version of it (issue #16).
  const tooLong = (answer: { content: string; reasoning?: string | undefined }) =>
    answer.content.length + (answer.reasoning?.length ?? 0) > STORED_MESSAGE_MAX_CHARS;
  const index = messages.findIndex((message) => tooLong(message) || (message.versions ?? []).some(tooLong));
  if (index !== -1) throw new HttpError(400, `messages.${index}: 单条消息不能超过 ${STORED_MESSAGE_MAX_CHARS} 个字符`);
}

/** SPEC §7 conversations: list, create, update, delete — each scoped to the token's uid. */
export function createConversationRoutes(deps: { conversations: ConversationStore }) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => envelope(c, await deps.conversations.list(c.get('uid'))));

  app.post('/', async (c) => {
    const input = await readJsonBody(c, conversationInputSchema);
    assertOwnUid(c.get('uid'), input.uid);
    assertStorable(input.messages);
    const id = await deps.conversations.create(c.get('uid'), input.title, input.messages);
    return envelope(c, { id }, 201, 'created');
  });

  app.put('/:id', async (c) => {
    const id = parseIdParam(c.req.param('id'), '对话');
    const input = await readJsonBody(c, conversationInputSchema);
    assertOwnUid(c.get('uid'), input.uid);
    assertStorable(input.messages);
    const updated = await deps.conversations.update(id, c.get('uid'), input.title, input.messages);
    if (!updated) throw new HttpError(404, '对话不存在');
    return envelope(c, { id }, 200, 'updated');
  });

  app.delete('/:id', async (c) => {
    const id = parseIdParam(c.req.param('id'), '对话');
    const deleted = await deps.conversations.delete(id, c.get('uid'));
    if (!deleted) throw new HttpError(404, '对话不存在');
    return envelope(c, null, 200, 'deleted');
  });

  return app;
}
