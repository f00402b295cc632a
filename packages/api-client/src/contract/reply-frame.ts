import * as z from 'zod/mini';
import { thinkingMsSchema } from './chat-message';
import { entityIdSchema } from './entity-id';
import { orAbsent } from './or-absent';

/**
 * Where a reply job stands (issue 34): `running`, or how it ended: `done` (the model finished, or failed
 * with an error event), `stopped` (someone called stop), `interrupted` (the server copy writing it stopped
 * before the end; what was received is kept).
 */
export const REPLY_STATES = ['running', 'done', 'stopped', 'interrupted'] as const;

/** Where a reply job stands. */
export type ReplyState = (typeof REPLY_STATES)[number];

/**
 * A reply frame of a chat stream (ours, tolerant): `data: {"reply":{"id":…}}` opens every reply stream,
 * naming the reply (to rejoin it) and the conversation it is stored in; one with the `state` it ended in
 * comes before `data: [DONE]`, with `thinkingMs` when the model thought before answering (how long, issue
 * #30, measured by the server from the reply's start), and for `stopped` the `lastEventId` the stored answer
 * was cut at. Clients
 * that know only DESIGN.md's frames skip it (it has neither `choices` nor `error`).
 */
export const replyFrameSchema = z.looseObject({
  reply: z.looseObject({
    id: z.string().check(z.minLength(1)),
    conversationId: orAbsent(entityIdSchema),
    state: orAbsent(z.enum(REPLY_STATES)),
    lastEventId: orAbsent(z.int().check(z.nonnegative())),
    thinkingMs: orAbsent(thinkingMsSchema),
  }),
});

/** A parsed reply frame. */
export type ReplyFrame = z.infer<typeof replyFrameSchema>['reply'];
