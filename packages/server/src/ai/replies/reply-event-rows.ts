import { z } from 'zod';
import { parseJson } from '../../http/parse-json';
import type { ReplyRecord } from './reply-record';

// One statement per batch of rows, well under the engines' limits on parameters (SQLite: 32766).
export const ROWS_PER_STATEMENT = 1_000;

// A stored group of events: [[seq, content, reasoning, error or null, refusal?], …] (the refusal, issue 35,
// only where there is one, so rows stored before it read the same); a row edited by hand skips itself.
const storedEventsSchema = z.array(
  z.tuple([z.number().int(), z.string(), z.string(), z.string().nullable(), z.string().optional()]),
);

/**
 * The rows `chat_reply_events` stores for a batch of the journal: each reply's events as one row,
 * `[[seq, content, reasoning, error or null, refusal?], …]` as JSON, its first and last event numbers beside it.
 */
export function groupRows(events: readonly (ReplyRecord & { replyId: string })[]) {
  const byReply = new Map<string, ReplyRecord[]>();
  for (const event of events) {
    const list = byReply.get(event.replyId);
    if (list) list.push(event);
    else byReply.set(event.replyId, [event]);
  }
  return [...byReply].map(([replyId, records]) => ({
    reply_id: replyId,
    first_seq: records[0]?.seq ?? 0,
    last_seq: records.at(-1)?.seq ?? 0,
    events: JSON.stringify(
      records.map((record) => {
        const stored = [record.seq, record.content, record.reasoning, record.error ?? null];
        return record.refused === undefined ? stored : [...stored, record.refused];
      }),
    ),
  }));
}

/** The events a stored row holds. */
export function recordsOf(row: { events: string }): ReplyRecord[] {
  const parsed = parseJson(row.events);
  const events = parsed.ok ? storedEventsSchema.safeParse(parsed.value) : undefined;
  return events?.success
    ? events.data.map(([seq, content, reasoning, error, refused]) => ({
        seq,
        content,
        reasoning,
        error: error ?? undefined,
        ...(refused === undefined ? {} : { refused }),
      }))
    : [];
}
