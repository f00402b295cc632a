import { appendToReply, EMPTY_REPLY_TEXT, type ReplyText } from '@edu/api-client';

/** How much text each numbered event had brought, so an answer can be cut back to an event. */
interface EventMark {
  eventId: number;
  content: number;
  reasoning: number;
}

/** A reply's text as it arrives, with the number of the last event it holds. */
export interface ReplyProgress {
  text: ReplyText;
  lastEventId: number;
  marks: readonly EventMark[];
}

/** A reply before its first event. */
export const NO_PROGRESS: ReplyProgress = { text: EMPTY_REPLY_TEXT, lastEventId: 0, marks: [] };

/** One piece of a reply: text, reasoning, an error worded for the user or a refusal, with its event number. */
export type ReplyPiece =
  | { type: 'content' | 'reasoning'; text: string; eventId: number | undefined }
  | { type: 'error' | 'refused'; message: string; eventId: number | undefined };

/**
 * Adds a piece (SPEC §8: an error is a paragraph of its own; a refusal, issue 35, replaces the whole answer)
 * and notes where its event ends.
 */
export function advanceReply(progress: ReplyProgress, piece: ReplyPiece): ReplyProgress {
  const text = appendToReply(progress.text, piece);
  // The marks of a withdrawn answer measured text that is gone: cutting back before the refusal leaves nothing.
  const earlier = piece.type === 'refused' ? [] : progress.marks;
  if (piece.eventId === undefined) return { ...progress, text, marks: earlier };
  const mark = { eventId: piece.eventId, content: text.content.length, reasoning: text.reasoning.length };
  const last = earlier.at(-1);
  // Reasoning and text of one event come as two pieces: the later one's mark replaces the earlier.
  const marks = last?.eventId === piece.eventId ? [...earlier.slice(0, -1), mark] : [...earlier, mark];
  return { text, lastEventId: Math.max(progress.lastEventId, piece.eventId), marks };
}

/**
 * The text as it was after event `eventId`: a reply stopped from another page is stored cut there, and
 * this page shows what is stored.
 */
export function replyTextThrough(progress: ReplyProgress, eventId: number): ReplyText {
  if (eventId >= progress.lastEventId) return progress.text;
  let mark: EventMark | undefined;
  for (const each of progress.marks) {
    if (each.eventId > eventId) break;
    mark = each;
  }
  return {
    content: progress.text.content.slice(0, mark?.content ?? 0),
    reasoning: progress.text.reasoning.slice(0, mark?.reasoning ?? 0),
  };
}
