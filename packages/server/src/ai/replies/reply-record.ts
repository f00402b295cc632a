import {
  appendToReply,
  CHAT_MESSAGES,
  EMPTY_REPLY_TEXT,
  finishReplyContent,
  type ReplyState,
  type ReplyText,
} from '@edu/api-client';
import type { StoredAnswer } from './reply-turn';

/**
 * One numbered event of a reply: what the relay wrote at once (the answer and reasoning text of one
 * interval, joined), or an error, which has an event of its own. Numbers start at 1 and have no gaps.
 */
export interface ReplyRecord {
  seq: number;
  content: string;
  reasoning: string;
  /** The upstream's message, as the stream carries it (the client words it with SPEC §8's prefix). */
  error: string | undefined;
  /**
   * The calm message of a refusal (issue 35: the school rules withdrew the answer): it replaces everything
   * before it, in the stream, the stored answer and a rejoined page alike.
   */
  refused?: string | undefined;
}

/**
 * The answer the events up to `throughSeq` make, as the widget shows it while it streams: texts joined, each
 * error a paragraph of its own with SPEC §8's '抱歉，我遇到了一些问题：' before it, a refusal's calm message
 * alone in place of what came before it.
 */
function replyTextOf(records: readonly ReplyRecord[], throughSeq = Number.POSITIVE_INFINITY): ReplyText {
  let text = EMPTY_REPLY_TEXT;
  for (const record of records) {
    if (record.seq > throughSeq) break;
    if (record.refused !== undefined) {
      text = appendToReply(text, { type: 'refused', message: record.refused });
      continue;
    }
    if (record.error !== undefined) {
      text = appendToReply(text, { type: 'error', message: `${CHAT_MESSAGES.streamErrorPrefix}${record.error}` });
      continue;
    }
    if (record.reasoning !== '') text = appendToReply(text, { type: 'reasoning', text: record.reasoning });
    if (record.content !== '') text = appendToReply(text, { type: 'content', text: record.content });
  }
  return text;
}

/**
 * The answer stored for a reply that ended in `state` after `records` (cut at `throughSeq` for a stop):
 * SPEC §4's abort text after a stopped one, §8's processing-failure text for an empty one; the thinking time
 * the job measured goes with an answer that has reasoning (issue #30).
 */
export function answerOf(
  records: readonly ReplyRecord[],
  ending: {
    state: Exclude<ReplyState, 'running'>;
    throughSeq?: number | undefined;
    regenerated: boolean;
    thinkingMs?: number | undefined;
  },
): StoredAnswer {
  const text = replyTextOf(records, ending.throughSeq);
  const answer: StoredAnswer = {
    content: finishReplyContent(text.content, ending),
    reasoning: text.reasoning,
    interrupted: ending.state === 'interrupted',
  };
  if (ending.thinkingMs !== undefined && text.reasoning !== '') answer.thinkingMs = ending.thinkingMs;
  return answer;
}
