import type { ReplyState } from '@edu/api-client';
import { formatRecordFrame, formatReplyFrame, SSE_DONE, SSE_KEEPALIVE } from './format-reply-frames';
import type { ReplyRecord } from './reply-record';

/** An upstream's rate-limit refusal before any reply: the page that asked is answered 429 instead of a stream. */
export interface RateLimitRefusal {
  message: string;
  retryAfterSeconds: number | undefined;
}

/** Where a feed writes one page's stream (a Node response: see node-reply-subscriber.ts). */
export interface ReplySubscriber {
  /**
   * The page that started the reply waits for its first event before anything is written (so an upstream's
   * rate-limit refusal can still be its 429); a page that rejoins gets the reply frame at once.
   */
  readonly waitsForFirstEvent: boolean;
  /** Writes text; false when the socket's buffer is full: nothing more is written until `drained`. */
  write(text: string): boolean;
  /** Writes the last text and ends the response. */
  end(text: string): void;
  /** Answers the refusal instead of a stream; false when it can no longer (a stream has begun). */
  refuse(refusal: RateLimitRefusal): boolean;
}

/** A subscriber's place in a feed. */
export interface ReplySubscription {
  /** The socket drained: what came meanwhile is written now. */
  drained(): void;
  /** The page went away. */
  cancel(): void;
}

interface Subscription {
  subscriber: ReplySubscriber;
  /** The last event written to it. */
  sentThrough: number;
  opened: boolean;
  blocked: boolean;
}

/** How a reply ended, as its last frames say. */
export interface ReplyEnd {
  state: Exclude<ReplyState, 'running'>;
  /** For `stopped`: the event the stored answer was cut at. */
  lastEventId?: number | undefined;
  /** How long the model thought, when the copy running the reply measured it (issue #30). */
  thinkingMs?: number | undefined;
}

/** The numbered events of one reply and the pages following it; see {@link createReplyFeed}. */
export type ReplyFeed = ReturnType<typeof createReplyFeed>;

/**
 * The events of one reply as pages see them: each event added is written to every page following it, one
 * write per event; a page joins after any event it already has and first gets those it lacks, joined into
 * one write; a page whose socket is full is skipped until it drains and then catches up, so a slow reader
 * never holds the reply back. When the reply ends each page gets the end frames and its response is ended.
 * The same feed serves a reply this copy runs (fed by its job) and one another copy runs (fed from the
 * database).
 */
export function createReplyFeed(reply: { id: string; conversationId: number | null }) {
  const records: ReplyRecord[] = [];
  /** Each event's frame, formatted once for every page. */
  const frames: string[] = [];
  const subscriptions = new Set<Subscription>();
  let end: ReplyEnd | undefined;
  let refusal: RateLimitRefusal | undefined;
  let lastWriteAt = performance.now();
  const opening = formatReplyFrame(reply);

  const endFrames = () =>
    `${formatReplyFrame({
      id: reply.id,
      state: end?.state,
      lastEventId: end?.lastEventId,
      thinkingMs: end?.thinkingMs,
    })}${SSE_DONE}`;

  /** Writes to one page whatever it lacks; ends it when the reply has ended. */
  const deliver = (subscription: Subscription) => {
    if (subscription.blocked) return;
    let text = '';
    if (!subscription.opened) {
      if (subscription.subscriber.waitsForFirstEvent && records.length === 0 && end === undefined) return;
      if (refusal && subscription.subscriber.refuse(refusal)) {
        subscriptions.delete(subscription);
        return;
      }
      subscription.opened = true;
      text = opening;
    }
    for (let seq = subscription.sentThrough + 1; seq <= records.length; seq++) text += frames[seq - 1];
    subscription.sentThrough = Math.max(subscription.sentThrough, records.length);
    lastWriteAt = performance.now();
    if (end !== undefined) {
      subscriptions.delete(subscription);
      subscription.subscriber.end(text + endFrames());
      return;
    }
    if (text !== '' && !subscription.subscriber.write(text)) subscription.blocked = true;
  };

  return {
    id: reply.id,
    /** The events so far, in order. */
    records: records as readonly ReplyRecord[],
    get ended(): ReplyEnd | undefined {
      return end;
    },
    get subscriberCount(): number {
      return subscriptions.size;
    },
    /** When a frame was last written to a page (the keep-alive follows it). */
    get lastWriteAt(): number {
      return lastWriteAt;
    },
    /** Adds the next event (numbered `records.length + 1`; others are ignored) and writes it to every page. */
    add(record: ReplyRecord): void {
      if (end !== undefined || record.seq !== records.length + 1) return;
      records.push(record);
      frames.push(formatRecordFrame(record));
      for (const subscription of subscriptions) deliver(subscription);
    },
    /** The first event was the upstream's rate-limit refusal: pages still waiting for it are answered 429. */
    refuse(refused: RateLimitRefusal): void {
      refusal = refused;
    },
    /** Ends the reply: every page gets what it lacks, the end frames, and the end of its response. */
    end(ended: ReplyEnd): void {
      if (end !== undefined) return;
      end = ended;
      for (const subscription of subscriptions) deliver(subscription);
    },
    /** A comment to every page that got nothing for a while, so that it knows the connection lives. */
    keepAlive(): void {
      lastWriteAt = performance.now();
      for (const subscription of subscriptions) {
        if (subscription.opened && !subscription.blocked) subscription.subscriber.write(SSE_KEEPALIVE);
      }
    },
    /** Follows the reply from after event `after` (0: from its start). */
    subscribe(subscriber: ReplySubscriber, after: number): ReplySubscription {
      const subscription: Subscription = { subscriber, sentThrough: Math.max(0, after), opened: false, blocked: false };
      subscriptions.add(subscription);
      deliver(subscription);
      return {
        drained() {
          if (!subscriptions.has(subscription)) return;
          subscription.blocked = false;
          deliver(subscription);
        },
        cancel() {
          subscriptions.delete(subscription);
        },
      };
    },
  };
}
