import { dislikeInputSchema, FEEDBACK_MESSAGES, likeInputSchema } from '@edu/api-client';
import type { Hono } from 'hono';
import { DISLIKE_COMMENT_MAX_CHARS, STORED_MESSAGE_MAX_CHARS } from '../../constants';
import { envelope } from '../../http/ai-envelope';
import { HttpError } from '../../http/http-error';
import { parseIdParam, readJsonBody } from '../../http/read-json-body';
import type { ServerEnv } from '../../http/server-env';
import type { WriteLimits } from '../../http/write-limits';
import type { ConversationStore } from '../conversations/conversation-store';
import type { FeedbackStore } from './feedback-store';

interface FeedbackDeps {
  conversations: ConversationStore;
  feedback: FeedbackStore;
  /** FEEDBACK_RATE_LIMIT_PER_MINUTE: likes, dislikes and their removal per user. */
  writeLimits: WriteLimits;
}

/** The conversation id of a body as a number; an id the user does not own is 404. */
async function ownConversationId(deps: FeedbackDeps, raw: string | number, uid: string): Promise<number> {
  const id = parseIdParam(String(raw), '对话');
  if (!(await deps.conversations.get(id, uid))) throw new HttpError(404, '对话不存在');
  return id;
}

function assertPairSize(messages: readonly { content: string }[]): void {
  if (messages.some((message) => message.content.length > STORED_MESSAGE_MAX_CHARS)) {
    throw new HttpError(400, `messages: 单条消息不能超过 ${STORED_MESSAGE_MAX_CHARS} 个字符`);
  }
}

/**
 * SPEC §7 like and dislike records and the dislike reason list. A like and a dislike of the same answer
 * cannot coexist (409, SPEC §5 warning text); records are visible only to the user who made them.
 */
export function registerFeedbackRoutes(ai: Hono<ServerEnv>, deps: FeedbackDeps): void {
  ai.post('/like-conversations', async (c) => {
    await deps.writeLimits.take('feedback', c.get('uid'));
    const input = await readJsonBody(c, likeInputSchema);
    assertPairSize(input.messages);
    const conversationId = await ownConversationId(deps, input.conversationId, c.get('uid'));
    const result = await deps.feedback.add({
      uid: c.get('uid'),
      conversationId,
      kind: 'like',
      messages: input.messages,
    });
    if (!result.ok) throw new HttpError(409, FEEDBACK_MESSAGES.alreadyGiven);
    return envelope(c, { id: result.id }, 201, 'created');
  });
  ai.get('/like-conversations/conversation/:conversationId', async (c) => {
    const conversationId = await ownConversationId(deps, c.req.param('conversationId'), c.get('uid'));
    return envelope(c, await deps.feedback.listByConversation('like', conversationId, c.get('uid')));
  });
  ai.delete('/like-conversations/:id', async (c) => {
    await deps.writeLimits.take('feedback', c.get('uid'));
    const id = parseIdParam(c.req.param('id'), '点赞记录');
    if (!(await deps.feedback.delete('like', id, c.get('uid')))) throw new HttpError(404, '点赞记录不存在');
    return envelope(c, null, 200, 'deleted');
  });

  ai.get('/dislike-conversations/config', async (c) => envelope(c, await deps.feedback.dislikeReasons()));
  ai.post('/dislike-conversations', async (c) => {
    await deps.writeLimits.take('feedback', c.get('uid'));
    const input = await readJsonBody(c, dislikeInputSchema);
    assertPairSize(input.messages);
    const code = String(input.error_code).trim();
    if (code !== '') {
      const reasons = await deps.feedback.dislikeReasons();
      if (!reasons.some((reason) => reason.code === code)) {
        throw new HttpError(400, `error_code: 未知的反馈项 ${code}，可选：${reasons.map((r) => r.code).join('、')}`);
      }
    }
    const comment = input.error_content.trim();
    if (comment.length > DISLIKE_COMMENT_MAX_CHARS) {
      throw new HttpError(400, `error_content: 反馈意见不能超过 ${DISLIKE_COMMENT_MAX_CHARS} 个字符`);
    }
    if (code === '' && comment === '') throw new HttpError(400, FEEDBACK_MESSAGES.reasonOrCommentRequired);
    const conversationId = await ownConversationId(deps, input.conversationId, c.get('uid'));
    const result = await deps.feedback.add({
      uid: c.get('uid'),
      conversationId,
      kind: 'dislike',
      messages: input.messages,
      errorCode: code || null,
      errorContent: comment || null,
    });
    if (!result.ok) throw new HttpError(409, FEEDBACK_MESSAGES.alreadyGiven);
    return envelope(c, { id: result.id }, 201, 'created');
  });
  ai.get('/dislike-conversations/conversation/:conversationId', async (c) => {
    const conversationId = await ownConversationId(deps, c.req.param('conversationId'), c.get('uid'));
    return envelope(c, await deps.feedback.listByConversation('dislike', conversationId, c.get('uid')));
  });
  ai.delete('/dislike-conversations/:id', async (c) => {
    await deps.writeLimits.take('feedback', c.get('uid'));
    const id = parseIdParam(c.req.param('id'), '反馈记录');
    if (!(await deps.feedback.delete('dislike', id, c.get('uid')))) throw new HttpError(404, '反馈记录不存在');
    return envelope(c, null, 200, 'deleted');
  });
}
