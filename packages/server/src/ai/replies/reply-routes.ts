import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono } from 'hono';
import { z } from 'zod';
import { envelope } from '../../http/ai-envelope';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/read-json-body';
import type { ServerEnv } from '../../http/server-env';
import { nodeResponseOf } from '../chat/chat-routes';
import { bindToResponse, createNodeReplySubscriber } from './node-reply-subscriber';
import type { ReplyHub } from './reply-hub';

// Reply ids are UUIDs; anything else is not a reply of ours.
const replyIdSchema = z.uuid();
const eventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);
const stopBodySchema = z.strictObject({ lastEventId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() });

const NOT_FOUND = '回复不存在或已过期';

/**
 * Reply jobs' own routes (issue 34), through any copy:
 * - `GET /replies/{id}/events?after=n` (or `Last-Event-ID: n`): the reply's SSE stream from after event n
 *   (0 or none: from its start), a reply frame first, live until it ends, then its state and `[DONE]`;
 * - `POST /replies/{id}/stop` `{ lastEventId? }`: stops it wherever it runs, its stored answer cut at
 *   `lastEventId` (what the page shows) with '[回复已终止]'; answers `{ state }`.
 * Another user's reply, or one deleted after CHAT_REPLY_RETENTION_SECONDS, is 404.
 */
export function registerReplyRoutes(ai: Hono<ServerEnv>, deps: { replies: ReplyHub }): void {
  ai.get('/replies/:id/events', async (c) => {
    const id = replyIdSchema.safeParse(c.req.param('id'));
    if (!id.success) throw new HttpError(404, NOT_FOUND);
    const given = c.req.query('after') ?? c.req.header('last-event-id') ?? '0';
    const after = eventIdSchema.safeParse(given.trim());
    if (!after.success) throw new HttpError(400, `after: 应为事件编号（非负整数），收到 "${given.slice(0, 20)}"`);
    const outgoing = nodeResponseOf(c);
    const subscriber = createNodeReplySubscriber(outgoing, c.res.headers, false);
    const subscription = await deps.replies.subscribe(id.data, c.get('uid'), subscriber, after.data);
    if (!subscription) throw new HttpError(404, NOT_FOUND);
    bindToResponse(outgoing, subscription);
    return RESPONSE_ALREADY_SENT;
  });

  ai.post('/replies/:id/stop', async (c) => {
    const id = replyIdSchema.safeParse(c.req.param('id'));
    if (!id.success) throw new HttpError(404, NOT_FOUND);
    const body = await readJsonBody(c, stopBodySchema);
    const state = await deps.replies.stop(id.data, c.get('uid'), body.lastEventId);
    if (state === undefined) throw new HttpError(404, NOT_FOUND);
    return envelope(c, { state });
  });
}
