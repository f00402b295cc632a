import type { ReplyState } from '@edu/api-client';
import type { ReplyRecord } from './reply-record';

/** The stream terminator of DESIGN.md. */
export const SSE_DONE = 'data: [DONE]\n\n';

/** An SSE comment: keeps a quiet reply stream open through proxies, and tells the client it is alive. */
export const SSE_KEEPALIVE = ':\n\n';

/**
 * One numbered event in the SSE format of DESIGN.md: `id: n` and
 * `data: {"choices":[{"content":"…","reasoning_content":"…"}]}`, or `data: {"error":"…"}`, or ours,
 * `data: {"refused":"…"}` (issue 35: the answer withdrawn for a calm message). The id is what a
 * client rejoins after (`?after=n` or `Last-Event-ID`).
 */
export function formatRecordFrame(record: ReplyRecord): string {
  // Only the texts need JSON escaping: the frame around them is constant (no object per event).
  if (record.refused !== undefined) return `id: ${record.seq}\ndata: {"refused":${JSON.stringify(record.refused)}}\n\n`;
  if (record.error !== undefined) return `id: ${record.seq}\ndata: {"error":${JSON.stringify(record.error)}}\n\n`;
  return `id: ${record.seq}\ndata: {"choices":[{"content":${JSON.stringify(record.content)},"reasoning_content":${JSON.stringify(record.reasoning)}}]}\n\n`;
}

/**
 * A reply frame (ours, @edu/api-client's `replyFrameSchema`): which reply this stream is and which
 * conversation it is stored in (the first frame), or the state it ended in (before `[DONE]`, with the thinking
 * time the copy running it measured). It carries no
 * id, so it never moves a client's place in the reply.
 */
export function formatReplyFrame(reply: {
  id: string;
  conversationId?: number | null | undefined;
  state?: ReplyState | undefined;
  lastEventId?: number | undefined;
  thinkingMs?: number | undefined;
}): string {
  const fields = [`"id":${JSON.stringify(reply.id)}`];
  if (reply.conversationId !== undefined && reply.conversationId !== null) {
    fields.push(`"conversationId":${reply.conversationId}`);
  }
  if (reply.state !== undefined) fields.push(`"state":"${reply.state}"`);
  if (reply.lastEventId !== undefined) fields.push(`"lastEventId":${reply.lastEventId}`);
  if (reply.thinkingMs !== undefined) fields.push(`"thinkingMs":${reply.thinkingMs}`);
  return `data: {"reply":{${fields.join(',')}}}\n\n`;
}
