import type { ReplyEvent } from '@edu/api-client';

/** Reads a reply's events until `until` says enough (or the stream ends), as a page would. */
export async function readReplyEvents(
  events: AsyncIterable<ReplyEvent>,
  until: (seen: ReplyEvent[]) => boolean = () => false,
): Promise<ReplyEvent[]> {
  const seen: ReplyEvent[] = [];
  for await (const event of events) {
    seen.push(event);
    if (until(seen)) break;
  }
  return seen;
}

/** The answer's text the events carried. */
export const contentOf = (events: ReplyEvent[]) =>
  events.map((event) => (event.type === 'content' ? event.text : '')).join('');

/** The reply event (the job's id and state) among the events. */
export const replyOf = (events: ReplyEvent[]) =>
  events.find((event) => event.type === 'reply') as ReplyEvent & { type: 'reply' };
