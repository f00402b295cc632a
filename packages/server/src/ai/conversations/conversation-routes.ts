import { conversationInputSchema } from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { assertOwnUid } from '../../auth/require-user';
import {
  CONVERSATION_PAGE_SIZE_MAX,
  STORED_CONVERSATION_MAX_MESSAGES,
  STORED_MESSAGE_MAX_CHARS,
} from '../../constants';
import { envelope } from '../../http/ai-envelope';
import { HttpError } from '../../http/http-error';
import { describeIssue, parseIdParam, readJsonBody } from '../../http/read-json-body';
import type { ServerEnv } from '../../http/server-env';
import type { WriteLimits } from '../../http/write-limits';
import type { ConversationStore, StoredMessage } from './conversation-store';

/** Paging of the list: both or neither; without them the whole list (at most the per-user cap). */
const pagingSchema = z
  .object({
    pageNum: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_SIZE_MAX).optional(),
  })
  .refine((paging) => (paging.pageNum === undefined) === (paging.pageSize === undefined), {
    message: 'pageNum 和 pageSize 需要一起给出',
    path: ['pageSize'],
  });

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

/**
 * SPEC §7 conversations: list, create, update, delete — each scoped to the token's uid. The list is newest
 * first; `?pageNum=&pageSize=` (ours) pages it. A user stores at most `maxPerUser` conversations
 * (CONVERSATIONS_MAX_PER_USER): creating one more is 409. Creating, updating and deleting count toward
 * CONVERSATION_WRITE_RATE_LIMIT_PER_MINUTE.
 */
export function registerConversationRoutes(
  ai: Hono<ServerEnv>,
  deps: { conversations: ConversationStore; maxPerUser: number; writeLimits: WriteLimits },
): void {
  ai.get('/conversations', async (c) => {
    const paging = pagingSchema.safeParse({ pageNum: c.req.query('pageNum'), pageSize: c.req.query('pageSize') });
    if (!paging.success) throw new HttpError(400, describeIssue(paging.error));
    const { pageNum, pageSize } = paging.data;
    const page = pageNum && pageSize ? { offset: (pageNum - 1) * pageSize, limit: pageSize } : undefined;
    return envelope(c, await deps.conversations.list(c.get('uid'), page));
  });

  ai.post('/conversations', async (c) => {
    await deps.writeLimits.take('conversation', c.get('uid'));
    const input = await readJsonBody(c, conversationInputSchema);
    assertOwnUid(c.get('uid'), input.uid);
    assertStorable(input.messages);
    if ((await deps.conversations.count(c.get('uid'))) >= deps.maxPerUser) {
      throw new HttpError(
        409,
        `对话数量已达上限（每位用户最多保存 ${deps.maxPerUser} 个），请删除不需要的旧对话后再新建`,
      );
    }
    const id = await deps.conversations.create(c.get('uid'), input.title, input.messages);
    return envelope(c, { id }, 201, 'created');
  });

  ai.put('/conversations/:id', async (c) => {
    await deps.writeLimits.take('conversation', c.get('uid'));
    const id = parseIdParam(c.req.param('id'), '对话');
    const input = await readJsonBody(c, conversationInputSchema);
    assertOwnUid(c.get('uid'), input.uid);
    assertStorable(input.messages);
    const updated = await deps.conversations.update(id, c.get('uid'), input.title, input.messages);
    if (!updated) throw new HttpError(404, '对话不存在');
    return envelope(c, { id }, 200, 'updated');
  });

  ai.delete('/conversations/:id', async (c) => {
    await deps.writeLimits.take('conversation', c.get('uid'));
    const id = parseIdParam(c.req.param('id'), '对话');
    const deleted = await deps.conversations.delete(id, c.get('uid'));
    if (!deleted) throw new HttpError(404, '对话不存在');
    return envelope(c, null, 200, 'deleted');
  });
}
