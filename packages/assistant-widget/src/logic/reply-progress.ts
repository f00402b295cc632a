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

/** One piece of a reply: text, reasoning or an error worded for the user, with its event number. */
export type ReplyPiece =
  | { type: 'content' | 'reasoning'; text: string; eventId: number | undefined }
  | { type: 'error'; message: string; eventId: number | undefined };

/** Adds a piece (SPEC §8: an error is a paragraph of its own) and notes where its event ends. */
export function advanceReply(progress: ReplyProgress, piece: ReplyPiece): ReplyProgress {
  const text = appendToReply(progress.text, piece);
  if (piece.eventId === undefined) return { ...progress, text };
  const mark = { eventId: piece.eventId, content: text.content.length, reasoning: text.reasoning.length };
  const last = progress.marks.at(-1);
  // Reasoning and text of one event come as two pieces: the later one's mark replaces the earlier.
  const marks = last?.eventId === piece.eventId ? [...progress.marks.slice(0, -1), mark] : [...progress.marks, mark];
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
