import { type ReplyState, THINKING_TIME_MAX_MS } from '@edu/api-client';
import type { ChatEventSink, ProviderChatEvent } from '../chat/chat-provider';
import type { ReplyFeed } from './reply-feed';
import type { ReplyRecord } from './reply-record';

/** How a job ended: its state and, for a stop, the event the stored answer is cut at. */
export interface JobEnding {
  state: Exclude<ReplyState, 'running'>;
  /** The last event of the stored answer (a stop may cut it before the last event sent). */
  throughSeq: number;
  /**
   * How long the model thought: from the job's start to the first word of the answer (or its end), in whole
   * milliseconds; only for a reply that reasoned (issue #30).
   */
  thinkingMs: number | undefined;
}

/** What a job reports, and how often it may write. */
export interface ReplyJobOptions {
  feed: ReplyFeed;
  /** CHAT_FLUSH_INTERVAL_MS: at most one event per interval; the first after a quiet interval at once (ADR 0008). */
  flushIntervalMs: number;
  /** CHAT_STREAM_MAX_SECONDS in milliseconds: a reply still running then is ended with `lifetimeMessage`. */
  maxLifetimeMs: number;
  lifetimeMessage: string;
  /** Each event as it is made (the journal stores it). */
  onRecord(record: ReplyRecord): void;
  /**
   * Once, when the job ends, after its last event. The feed is ended by the caller once the end is stored,
   * so that a page told the reply ended finds its answer in the conversation.
   */
  onEnd(ending: JobEnding): void;
  now?: () => number;
}

/** A reply running on this copy; see {@link createReplyJob}. */
export interface ReplyJob {
  /** The provider's sink: it pushes the reply here. */
  readonly sink: ChatEventSink;
  /** Aborts when the job is stopped, interrupted or out of time: the provider stops at once. */
  readonly signal: AbortSignal;
  readonly ending: JobEnding | undefined;
  /**
   * Stops the reply: the provider is aborted, and the stored answer keeps the events up to `throughSeq`
   * (what the page that stopped it shows; all of them without it).
   */
  stop(throughSeq?: number): void;
  /** Ends the reply as interrupted (this copy is shutting down), with what was received. */
  interrupt(): void;
}

/**
 * A reply job: the provider pushes its events here (`sink`), and the job turns them into numbered events at
 * the relay's cadence (ADR 0008: the events of one synchronous run, one upstream read, join at once; later
 * ones wait until the interval since the last event has passed), feeding them to the pages following it
 * and to the journal that stores them. Nothing here waits for a page: a page that goes away leaves the job
 * running. It ends when the provider does, when `stop` or `interrupt` is called (the provider is aborted
 * through `signal`), or after the maximum lifetime with a readable error.
 */
export function createReplyJob(options: ReplyJobOptions): ReplyJob {
  const { feed } = options;
  const now = options.now ?? performance.now.bind(performance);
  const abort = new AbortController();
  const startedAt = now();
  let reasoned = false;
  let thinkingMs: number | undefined;
  let content = '';
  let reasoning = '';
  let seq = 0;
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let joining = false;
  let ending: JobEnding | undefined;

  const record = (made: Omit<ReplyRecord, 'seq'>) => {
    seq += 1;
    const next: ReplyRecord = { seq, ...made };
    feed.add(next);
    options.onRecord(next);
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (content === '' && reasoning === '') return;
    lastFlushAt = now();
    const made = { content, reasoning, error: undefined };
    content = '';
    reasoning = '';
    record(made);
  };
  /** At the end of the provider's synchronous run: now after a quiet interval, else when the interval ends. */
  const schedule = () => {
    joining = false;
    if (timer !== undefined || ending) return;
    const wait = lastFlushAt + options.flushIntervalMs - now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };
  /** The thinking time ends with the first word of the answer (or the end of a reply without one). */
  const timeThinking = () => {
    if (reasoned && thinkingMs === undefined)
      thinkingMs = Math.min(THINKING_TIME_MAX_MS, Math.round(now() - startedAt));
  };
  const finish = (state: JobEnding['state'], throughSeq?: number) => {
    if (ending) return;
    flush();
    clearTimeout(lifetime);
    timeThinking();
    ending = { state, throughSeq: Math.min(throughSeq ?? seq, seq), thinkingMs };
    options.onEnd(ending);
  };
  const lifetime = setTimeout(() => {
    if (ending) return;
    flush();
    record({ content: '', reasoning: '', error: options.lifetimeMessage });
    finish('done');
    abort.abort();
  }, options.maxLifetimeMs);

  const sink: ChatEventSink = {
    event(event: ProviderChatEvent) {
      if (ending || abort.signal.aborted) return;
      if (event.type === 'error') {
        if (seq === 0 && content === '' && reasoning === '' && event.rateLimited) {
          feed.refuse({ message: event.message, retryAfterSeconds: event.rateLimited.retryAfterSeconds });
        }
        // An error is an event of its own, after what came before it.
        flush();
        record({ content: '', reasoning: '', error: event.message });
        return;
      }
      if (event.type === 'refused') {
        // The text held before it goes out first: the refusal, its own event, withdraws it for every reader.
        flush();
        record({ content: '', reasoning: '', error: undefined, refused: event.message });
        return;
      }
      if (event.type === 'content') {
        if (event.text !== '') timeThinking();
        content += event.text;
      } else {
        if (event.text !== '') reasoned = true;
        reasoning += event.text;
      }
      if (!joining) {
        joining = true;
        queueMicrotask(schedule);
      }
    },
    end() {
      if (!abort.signal.aborted) finish('done');
    },
  };

  return {
    sink,
    signal: abort.signal,
    get ending() {
      return ending;
    },
    stop(throughSeq) {
      if (ending) return;
      abort.abort();
      finish('stopped', throughSeq);
    },
    interrupt() {
      if (ending) return;
      abort.abort();
      finish('interrupted');
    },
  };
}
