import type { ServerResponse } from 'node:http';
import type { RateLimitRefusal, ReplySubscriber, ReplySubscription } from './reply-feed';

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/**
 * A page's reply stream written straight to Node's response (no web streams: at hundreds of concurrent
 * replies their per-chunk cost dominates, ADR 0008). The head goes out with the first write, Nagle off;
 * `headers` are those the middleware prepared (CORS), put on every answer. A refusal is answered 429 with
 * the upstream's Retry-After as long as the head has not gone out.
 */
export function createNodeReplySubscriber(
  outgoing: ServerResponse,
  headers: Headers,
  waitsForFirstEvent: boolean,
): ReplySubscriber {
  const prepared: Record<string, string> = {};
  headers.forEach((value, key) => {
    if (key !== 'content-type') prepared[key] = value;
  });
  outgoing.socket?.setNoDelay(true);
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    // No flush of its own: the text follows at once, and Node sends the head with it (one write).
    outgoing.writeHead(200, { ...SSE_HEADERS, ...prepared });
  };
  return {
    waitsForFirstEvent,
    write(text) {
      if (outgoing.destroyed) return true;
      open();
      return outgoing.write(text);
    },
    end(text) {
      if (outgoing.destroyed) return;
      open();
      outgoing.end(text);
    },
    refuse(refusal: RateLimitRefusal) {
      if (opened) return false;
      opened = true;
      if (outgoing.destroyed) return true;
      const { retryAfterSeconds } = refusal;
      outgoing.writeHead(429, {
        ...prepared,
        'Content-Type': 'application/json; charset=UTF-8',
        ...(retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }),
      });
      outgoing.end(
        JSON.stringify({
          code: 429,
          message: refusal.message,
          ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        }),
      );
      return true;
    },
  };
}

/** Keeps a page's subscription in step with its socket: a drained buffer catches up, a closed one leaves. */
export function bindToResponse(outgoing: ServerResponse, subscription: ReplySubscription): void {
  outgoing.on('drain', () => subscription.drained());
  outgoing.on('close', () => subscription.cancel());
}
