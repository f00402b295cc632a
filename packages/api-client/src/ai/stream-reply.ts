import type { KyInstance } from 'ky';
import {
  CHAT_FIRST_BYTE_TIMEOUT_MS,
  CHAT_STREAM_IDLE_TIMEOUT_MS,
  REPLY_RECONNECT_DELAYS_MS,
  REPLY_RECONNECT_FOR_MS,
} from '../constants';
import type { ChatModel } from '../contract/chat-message';
import type { ChatRequest } from '../contract/chat-request';
import { parseJson } from '../contract/parse-json';
import { type ReplyState, replyFrameSchema } from '../contract/reply-frame';
import { joinUrl } from '../http/join-url';
import { CHAT_MESSAGES } from '../messages';
import { readSseEvents } from '../sse/read-sse-events';
import { chatChunkParts, chatChunkSchema } from './chat-chunk';
import type { ReplyEvent } from './reply-event';

/** What {@link streamReply} needs from the client, and how it rejoins a reply whose connection was lost. */
export interface ReplyTransport {
  http: KyInstance;
  baseUrl: string;
  /** Wait for the first byte of a reply, in milliseconds (CHAT_FIRST_BYTE_TIMEOUT_MS). */
  firstByteTimeoutMs?: number | undefined;
  /**
   * Longest silence on an open reply stream before it counts as lost (CHAT_STREAM_IDLE_TIMEOUT_MS): the
   * server sends a keep-alive comment while a model thinks, so silence means a dead connection.
   */
  idleTimeoutMs?: number | undefined;
  /** Waits before each attempt to rejoin a lost reply; the last one repeats (REPLY_RECONNECT_DELAYS_MS). */
  reconnectDelaysMs?: readonly number[] | undefined;
  /** How long a lost reply is tried for before the reader gives up (REPLY_RECONNECT_FOR_MS). */
  reconnectForMs?: number | undefined;
}

/** A reply to start (the validated body of POST /chat or /reasoning), or one to rejoin after an event. */
export type ReplySource =
  | { kind: 'start'; body: ChatRequest; model: ChatModel }
  | { kind: 'follow'; replyId: string; after: number };

/** What the reader knows of the reply so far, kept across connections. */
interface ReplyProgress {
  replyId: string | undefined;
  /** True once the reply was announced to the reader (its first reply frame). */
  announced: boolean;
  /** The number of the last event read: a rejoin asks for the events after it. */
  lastEventId: number;
  ending: Exclude<ReplyState, 'running'>;
  /** How long the model thought, as the reply's end frame says (issue #30). */
  thinkingMs: number | undefined;
  sawContent: boolean;
}

/** How one connection of a reply ended. */
type Attempt =
  | { outcome: 'ended' }
  | { outcome: 'refused'; status: number; withoutBody: boolean }
  | { outcome: 'lost'; timedOut: boolean; answered: boolean };

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Reads a reply job of the AI service (issue 34) as {@link ReplyEvent}s: it starts the reply (POST /chat or
 * /reasoning) or rejoins one (GET /replies/{id}/events?after=n), and when the connection is lost after the
 * server named the reply, it rejoins after the last event it has, with the waits of `reconnectDelaysMs`, for
 * up to `reconnectForMs`; events already read are skipped by their number, so no piece is missing or
 * repeated. The last event is always `end`. A server that never names its reply (SPEC's) is read as SPEC §8
 * says: a broken stream ends the reply, with '抱歉，处理响应时出现错误，请稍后再试。' when nothing had come. Never
 * throws for a server or network problem; aborting `signal` ends the iteration at once, without an event.
 */
export async function* streamReply(
  transport: ReplyTransport,
  source: ReplySource,
  signal: AbortSignal | undefined,
): AsyncGenerator<ReplyEvent, void> {
  const progress: ReplyProgress = {
    replyId: source.kind === 'follow' ? source.replyId : undefined,
    lastEventId: source.kind === 'follow' ? source.after : 0,
    announced: false,
    ending: 'done',
    thinkingMs: undefined,
    sawContent: false,
  };
  const delays = transport.reconnectDelaysMs ?? REPLY_RECONNECT_DELAYS_MS;
  const reconnectForMs = transport.reconnectForMs ?? REPLY_RECONNECT_FOR_MS;
  let lostSince: number | undefined;
  let rejoins = 0;

  for (let first = true; ; first = false) {
    if (signal?.aborted) return;
    const starting = source.kind === 'start' && first;
    const attempt = yield* readConnection(transport, starting ? source : undefined, progress, signal, lostSince);
    if (signal?.aborted) return;
    if (attempt.outcome !== 'lost' || progress.replyId === undefined) {
      yield* finish(attempt, progress, starting);
      return;
    }
    if (attempt.answered) lostSince = undefined;
    const now = Date.now();
    if (lostSince === undefined) {
      lostSince = now;
      yield { type: 'connection', state: 'lost' };
    } else if (now - lostSince >= reconnectForMs) {
      yield { type: 'end', ending: 'disconnected', lastEventId: progress.lastEventId };
      return;
    }
    rejoins += 1;
    await sleep(delays[Math.min(rejoins, delays.length) - 1] ?? 1_000, signal);
  }
}

/** The events that end a reply whose connection ended for good (finished, refused, or not to be rejoined). */
function* finish(attempt: Attempt, progress: ReplyProgress, starting: boolean): Generator<ReplyEvent, void> {
  switch (attempt.outcome) {
    case 'ended':
      yield {
        type: 'end',
        ending: progress.ending,
        lastEventId: progress.replyId === undefined ? undefined : progress.lastEventId,
        ...(progress.thinkingMs === undefined ? {} : { thinkingMs: progress.thinkingMs }),
      };
      return;
    case 'refused':
      if (!starting) {
        // The server no longer has this reply (its events expired) or will not show it to this user.
        yield { type: 'end', ending: 'missing', lastEventId: progress.lastEventId };
        return;
      }
      // SPEC §8: a chat answered with an HTTP error, or a stream without a body.
      yield {
        type: 'error',
        message: attempt.withoutBody ? CHAT_MESSAGES.noStreamBody : CHAT_MESSAGES.serverBusy,
        eventId: undefined,
      };
      yield { type: 'end', ending: 'done', lastEventId: undefined };
      return;
    case 'lost': {
      // Nothing to rejoin (SPEC's server never names a reply): SPEC §8's failed or broken stream.
      const message =
        !attempt.answered || (attempt.timedOut && !progress.sawContent)
          ? CHAT_MESSAGES.serverBusy
          : progress.sawContent
            ? undefined
            : CHAT_MESSAGES.processingFailed;
      if (message !== undefined) yield { type: 'error', message, eventId: undefined };
      yield { type: 'end', ending: 'done', lastEventId: undefined };
      return;
    }
    default:
      return attempt satisfies never;
  }
}

/**
 * One connection: the POST that starts the reply (`start`), else a rejoin after `progress.lastEventId`.
 * Yields the reply's events as they are read (and `restored` once a lost reply answers again), updates
 * `progress`, and returns how the connection ended.
 */
async function* readConnection(
  transport: ReplyTransport,
  start: (ReplySource & { kind: 'start' }) | undefined,
  progress: ReplyProgress,
  signal: AbortSignal | undefined,
  lostSince: number | undefined,
): AsyncGenerator<ReplyEvent, Attempt> {
  const connection = new AbortController();
  const onAbort = () => connection.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expectWithin = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      connection.abort(new Error('the reply stream went silent'));
    }, ms);
  };
  expectWithin(transport.firstByteTimeoutMs ?? CHAT_FIRST_BYTE_TIMEOUT_MS);
  const options = {
    headers: { accept: 'text/event-stream' },
    signal: connection.signal,
    // A stream has no overall time-out and is never retried by ky: the timers here and the rejoin guard it.
    retry: 0,
    timeout: false as const,
    throwHttpErrors: false,
  };
  try {
    let response: Response;
    try {
      response = start
        ? await transport.http.post(joinUrl(transport.baseUrl, start.model === 'deepseek' ? 'reasoning' : 'chat'), {
            ...options,
            json: start.body,
          })
        : await transport.http.get(
            joinUrl(transport.baseUrl, `replies/${encodeURIComponent(progress.replyId ?? '')}/events`),
            { ...options, searchParams: { after: String(progress.lastEventId) } },
          );
    } catch {
      return { outcome: 'lost', timedOut, answered: false };
    }
    if (!response.ok || response.body === null) {
      response.body?.cancel().catch(() => undefined);
      // A gateway's answer while a copy is gone, or ours while the database is away: worth another try.
      if (!start && response.status >= 500) return { outcome: 'lost', timedOut: false, answered: false };
      return { outcome: 'refused', status: response.status, withoutBody: response.ok };
    }
    if (lostSince !== undefined) yield { type: 'connection', state: 'restored' };
    const idleMs = transport.idleTimeoutMs ?? CHAT_STREAM_IDLE_TIMEOUT_MS;
    const events = readSseEvents(response.body, { signal: connection.signal, onChunk: () => expectWithin(idleMs) });
    for await (const event of events) {
      if (event.data === '[DONE]') return { outcome: 'ended' };
      const parsed = parseJson(event.data);
      // A line that is not JSON (a proxy's keep-alive, a truncated write) is skipped, not fatal.
      if (!parsed.ok) continue;
      const frame = replyFrameSchema.safeParse(parsed.value);
      if (frame.success) {
        const { reply } = frame.data;
        if (!progress.announced) {
          progress.announced = true;
          progress.replyId ??= reply.id;
          yield { type: 'reply', id: reply.id, conversationId: reply.conversationId };
        }
        if (reply.state !== undefined && reply.state !== 'running') progress.ending = reply.state;
        if (reply.thinkingMs !== undefined) progress.thinkingMs = reply.thinkingMs;
        continue;
      }
      const chunk = chatChunkSchema.safeParse(parsed.value);
      if (!chunk.success) continue;
      const number = event.id === undefined || event.id === '' ? Number.NaN : Number(event.id);
      const eventId = Number.isSafeInteger(number) ? number : undefined;
      if (eventId !== undefined) {
        // Read before the connection was lost: a rejoin may start a little earlier than it needs to.
        if (eventId <= progress.lastEventId) continue;
        progress.lastEventId = eventId;
      }
      const parts = chatChunkParts(chunk.data);
      if (parts.reasoning !== '') yield { type: 'reasoning', text: parts.reasoning, eventId };
      if (parts.content !== '') {
        progress.sawContent = true;
        yield { type: 'content', text: parts.content, eventId };
      }
      if (parts.refused !== undefined) {
        progress.sawContent = true;
        yield { type: 'refused', message: parts.refused, eventId };
      }
      if (parts.error !== undefined) {
        yield { type: 'error', message: `${CHAT_MESSAGES.streamErrorPrefix}${parts.error}`, eventId };
        // SPEC's server ends a reply at its error; ours sends the reply's state and [DONE] after it.
        if (progress.replyId === undefined) return { outcome: 'ended' };
      }
    }
    return { outcome: 'lost', timedOut, answered: true };
  } catch {
    return { outcome: 'lost', timedOut, answered: true };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    connection.abort();
  }
}
