import { randomUUID } from 'node:crypto';
import type { ReplyState, ReplyTurn } from '@edu/api-client';
import type { Kysely } from 'kysely';
import {
  CHAT_STREAM_KEEPALIVE_MS,
  REPLY_END_WAIT_MS,
  REPLY_STOP_WAIT_MS,
  REPLY_SWEEP_INTERVAL_MS,
} from '../../constants';
import { isPostgres } from '../../db/database-dialect';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { ChatProvider, ProviderChatRequest } from '../chat/chat-provider';
import { createReplyFeed, type ReplyFeed, type ReplySubscriber, type ReplySubscription } from './reply-feed';
import { createReplyJob, type JobEnding, type ReplyJob } from './reply-job';
import { createReplyJournal } from './reply-journal';
import { answerOf } from './reply-record';
import { createReplyStore } from './reply-store';
import { createReplySweeper } from './reply-sweeper';

/** Settings of {@link createReplyHub}: the limits and cadences of reply jobs (each a setting in config.ts). */
export interface ReplyHubOptions {
  db: Kysely<Database>;
  provider: ChatProvider;
  log: (message: string) => void;
  /** CHAT_FLUSH_INTERVAL_MS. */
  flushIntervalMs: number;
  /** CHAT_STREAM_MAX_SECONDS in milliseconds. */
  maxLifetimeMs: number;
  /** CHAT_MAX_CONCURRENT_STREAMS_PER_USER. */
  maxRunningPerUser: number;
  /** CONVERSATIONS_MAX_PER_USER (a turn may create its conversation). */
  maxConversationsPerUser: number;
  /** CHAT_REPLY_RETENTION_SECONDS in milliseconds. */
  retentionMs: number;
  /** CHAT_REPLY_OWNER_TIMEOUT_SECONDS in milliseconds. */
  ownerTimeoutMs: number;
  /** CHAT_REPLY_POLL_INTERVAL_MS. */
  pollIntervalMs: number;
  /** CHAT_REPLY_STORE_INTERVAL_MS: how often the journal stores what waits. */
  storeIntervalMs: number;
  /** This copy's name in the database (default: a new random one per process). */
  copyId?: string | undefined;
}

/** A reply to start: who asks, what the provider is asked, and the conversation turn to store it in. */
export interface ReplyStart {
  uid: string;
  request: ProviderChatRequest;
  turn: ReplyTurn | undefined;
}

/** A reply this copy runs, or follows from the database for a page while another copy runs it. */
interface HeldReply {
  uid: string;
  conversationId: number | null;
  regenerated: boolean;
  feed: ReplyFeed;
  job?: ReplyJob | undefined;
}

/** Ends a reply that ran for CHAT_STREAM_MAX_SECONDS. */
function lifetimeMessage(maxLifetimeMs: number): string {
  return `回复时间超过 ${Math.round(maxLifetimeMs / 1000)} 秒，已停止；请缩短问题或稍后再试`;
}

/** The reply hub's interface; see {@link createReplyHub}. */
export type ReplyHub = ReturnType<typeof createReplyHub>;

/**
 * Reply jobs (issue 34): a streamed reply runs on the copy it was asked of, whether or not any page follows
 * it; its numbered events go to the database (the journal), its answer into its conversation when it ends.
 * A page follows a reply through any copy: from memory on the copy running it, else from the database,
 * read every CHAT_REPLY_POLL_INTERVAL_MS while a page follows. A stop asked through another copy is put in
 * the database and the running copy, which reads its stop requests at the same pace, ends the reply. Each
 * copy reports while it runs replies; the replies of a copy silent for CHAT_REPLY_OWNER_TIMEOUT_SECONDS are
 * ended as interrupted by whichever copy notices first (a page following it, or the sweep), with what was
 * received kept. Finished replies are deleted after CHAT_REPLY_RETENTION_SECONDS.
 */
export function createReplyHub(options: ReplyHubOptions) {
  const { log } = options;
  const store = createReplyStore(options.db);
  const journal = createReplyJournal({
    store,
    intervalMs: options.storeIntervalMs,
    endWithinMs: Math.max(options.flushIntervalMs, 10),
    retryMaxMs: 5_000,
    log,
  });
  const owner = options.copyId ?? `copy-${randomUUID()}`;
  const postgres = isPostgres(options.db);
  const sweeper = createReplySweeper({
    store,
    self: owner,
    oneCopy: !postgres,
    ownerTimeoutMs: options.ownerTimeoutMs,
    retentionMs: options.retentionMs,
    log,
  });
  /** Replies this copy runs, until their end is stored. */
  const running = new Map<string, HeldReply>();
  /** Replies other copies run that pages follow through this one. */
  const followed = new Map<string, HeldReply>();
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let keepAliveTimer: ReturnType<typeof setInterval> | undefined;
  let sweepTimer: ReturnType<typeof setInterval> | undefined;
  let heartbeatFailing = false;
  let closed = false;

  const heartbeat = () =>
    store.heartbeat(owner).then(
      () => {
        heartbeatFailing = false;
      },
      (error: unknown) => {
        if (!heartbeatFailing) log(`replies: could not report this copy as alive: ${String(error)}`);
        heartbeatFailing = true;
      },
    );

  /** Timers run only while there is something to do, so an idle copy asks the database nothing. */
  const updateTimers = () => {
    const busy = !closed && running.size > 0;
    if (busy && heartbeatTimer === undefined) {
      void heartbeat();
      heartbeatTimer = setInterval(() => void heartbeat(), Math.max(1_000, options.ownerTimeoutMs / 3));
      heartbeatTimer.unref();
    } else if (!busy && heartbeatTimer !== undefined) {
      clearInterval(heartbeatTimer);
      heartbeatTimer = undefined;
    }
    const live = !closed && running.size + followed.size > 0;
    if (live && keepAliveTimer === undefined) {
      keepAliveTimer = setInterval(keepAlive, CHAT_STREAM_KEEPALIVE_MS / 3);
      keepAliveTimer.unref();
    } else if (!live && keepAliveTimer !== undefined) {
      clearInterval(keepAliveTimer);
      keepAliveTimer = undefined;
    }
    // A stop through another copy can only come with several copies, on PostgreSQL.
    if (!closed && pollTimer === undefined && (followed.size > 0 || (postgres && running.size > 0))) {
      pollTimer = setTimeout(poll, options.pollIntervalMs);
      pollTimer.unref();
    }
  };

  const keepAlive = () => {
    const quietSince = performance.now() - CHAT_STREAM_KEEPALIVE_MS;
    for (const held of [...running.values(), ...followed.values()]) {
      if (held.feed.lastWriteAt < quietSince) held.feed.keepAlive();
    }
  };

  /** One round of reading the database: stop requests for this copy's replies, news of followed ones. */
  const poll = async () => {
    try {
      if (postgres && running.size > 0) {
        for (const request of await store.stopRequests(owner)) {
          running.get(request.id)?.job?.stop(request.stopAfter < 0 ? undefined : request.stopAfter);
        }
      }
      if (followed.size > 0) await pollFollowed();
    } catch (error) {
      log(`replies: could not read the replies other copies run: ${String(error)}`);
    } finally {
      pollTimer = undefined;
      updateTimers();
    }
  };

  const pollFollowed = async () => {
    // The states first: a reply seen ended has every event stored before its end was.
    const rows = new Map((await store.getMany([...followed.keys()])).map((row) => [row.id, row]));
    const events = await store.eventsAfter(new Map([...followed].map(([id, held]) => [id, held.feed.records.length])));
    const silentSince = Date.now() - options.ownerTimeoutMs;
    for (const [id, held] of followed) {
      for (const record of events.get(id) ?? []) held.feed.add(record);
      const row = rows.get(id);
      if (row === undefined) held.feed.end({ state: 'interrupted' });
      else if (row.state !== 'running') {
        held.feed.end({ state: row.state, ...(row.state === 'stopped' ? { lastEventId: row.lastEventId } : {}) });
      } else if (row.owner !== owner && (row.ownerSeenAt === undefined || row.ownerSeenAt < silentSince)) {
        await sweeper.interruptOrphan(id);
      }
      if (held.feed.ended || held.feed.subscriberCount === 0) followed.delete(id);
    }
  };

  const finishJob = (id: string, held: HeldReply, ending: JobEnding) => {
    const answer = answerOf(held.feed.records, { ...ending, regenerated: held.regenerated });
    const stored = journal.finish({
      id,
      conversationId: held.conversationId,
      state: ending.state,
      lastEventId: ending.throughSeq,
      answer,
    });
    // Pages hear of the end once the answer is in the conversation (a regeneration asked right after reads
    // it), or after a few seconds while the database is away: a page never waits for it for long.
    const endFeed = () =>
      held.feed.end({
        state: ending.state,
        ...(ending.state === 'stopped' ? { lastEventId: ending.throughSeq } : {}),
        ...(answer.thinkingMs === undefined ? {} : { thinkingMs: answer.thinkingMs }),
      });
    const wait = setTimeout(endFeed, REPLY_END_WAIT_MS);
    void stored.then(() => {
      clearTimeout(wait);
      endFeed();
      running.delete(id);
      updateTimers();
    });
  };

  return {
    /** This copy's name in the database. */
    copyId: owner,

    /**
     * Starts a reply job: the user's running replies are counted against the cap and the turn stored (429,
     * 404, 400, 409 as HttpErrors; 503 when the database cannot be reached), then the provider is asked.
     * Resolves with the reply's feed, which the page that asked follows from its start.
     */
    async start(start: ReplyStart): Promise<ReplyFeed> {
      if (closed) throw new HttpError(503, '服务器正在重启，请稍后再试');
      const id = randomUUID();
      let begun: Awaited<ReturnType<typeof store.begin>>;
      try {
        begun = await store.begin(
          { id, uid: start.uid, owner, turn: start.turn },
          {
            maxRunningPerUser: options.maxRunningPerUser,
            maxConversationsPerUser: options.maxConversationsPerUser,
            endedNotStored: [...running].filter(([, held]) => held.job?.ending).map(([id]) => id),
            // One copy on SQLite: its own replies are all the running ones (those left by a run that
            // stopped were ended at start), counted here without asking the database.
            runningHere: postgres
              ? undefined
              : [...running.values()].filter((held) => held.uid === start.uid && !held.job?.ending).length,
          },
        );
      } catch (error) {
        if (error instanceof HttpError) throw error;
        log(`replies: could not begin a reply: ${String(error)}`);
        throw new HttpError(503, '暂时无法保存对话（数据库不可用），请稍后再试');
      }
      if (begun === 'busy') {
        throw new HttpError(
          429,
          `同时进行的回复过多：每位用户最多 ${options.maxRunningPerUser} 个，请等当前回复结束或停止后再试`,
          { retryAfterSeconds: 5 },
        );
      }
      const feed = createReplyFeed({ id, conversationId: begun.conversationId });
      const held: HeldReply = {
        uid: start.uid,
        conversationId: begun.conversationId,
        regenerated: start.turn?.regenerates !== undefined,
        feed,
      };
      const job = createReplyJob({
        feed,
        flushIntervalMs: options.flushIntervalMs,
        maxLifetimeMs: options.maxLifetimeMs,
        lifetimeMessage: lifetimeMessage(options.maxLifetimeMs),
        onRecord: (record) => journal.record(id, record),
        onEnd: (ending) => finishJob(id, held, ending),
      });
      held.job = job;
      running.set(id, held);
      updateTimers();
      try {
        options.provider.start(start.request, job.signal, job.sink);
      } catch (error) {
        log(`chat provider ${options.provider.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
        job.sink.event({ type: 'error', message: '服务器处理回复时出错，请稍后再试' });
        job.sink.end();
      }
      return feed;
    },

    /**
     * Follows reply `id` of `uid` after event `after` through this copy, wherever it runs; undefined when the
     * user has no such reply (never started, another user's, or deleted after its retention).
     */
    async subscribe(
      id: string,
      uid: string,
      subscriber: ReplySubscriber,
      after: number,
    ): Promise<ReplySubscription | undefined> {
      const held = running.get(id) ?? followed.get(id);
      if (held) return held.uid === uid ? held.feed.subscribe(subscriber, after) : undefined;
      const stored = await store.get(id, uid);
      if (!stored) return undefined;
      const records = (await store.eventsAfter(new Map([[id, 0]]))).get(id) ?? [];
      // Another page may have started following it meanwhile: share that feed.
      const again = running.get(id) ?? followed.get(id);
      if (again) return again.feed.subscribe(subscriber, after);
      const feed = createReplyFeed({ id, conversationId: stored.conversationId });
      for (const record of records) {
        // A stopped reply's answer ends where the page that stopped it was.
        if (stored.state === 'stopped' && record.seq > stored.lastEventId) break;
        feed.add(record);
      }
      if (stored.state === 'running') {
        followed.set(id, { uid, conversationId: stored.conversationId, regenerated: stored.regenerated, feed });
        const subscription = feed.subscribe(subscriber, after);
        updateTimers();
        return subscription;
      }
      const subscription = feed.subscribe(subscriber, after);
      feed.end({ state: stored.state, ...(stored.state === 'stopped' ? { lastEventId: stored.lastEventId } : {}) });
      return subscription;
    },

    /**
     * Stops reply `id` of `uid` wherever it runs; its stored answer keeps the events up to `lastEventId`.
     * Resolves with the state it is in then (`running` when another copy has not ended it within a few
     * seconds), or undefined when the user has no such reply.
     */
    async stop(id: string, uid: string, lastEventId: number | undefined): Promise<ReplyState | undefined> {
      const local = running.get(id);
      if (local?.job) {
        if (local.uid !== uid) return undefined;
        local.job.stop(lastEventId);
        return local.job.ending?.state;
      }
      const stored = await store.get(id, uid);
      if (!stored) return undefined;
      if (stored.state !== 'running') return stored.state;
      await store.requestStop(id, uid, lastEventId ?? -1);
      const giveUpAt = Date.now() + REPLY_STOP_WAIT_MS;
      while (Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs));
        const now = await store.get(id, uid);
        if (now?.state !== 'running') return now?.state;
      }
      return 'running';
    },

    /** Starts the clean-up: replies left running by a stopped copy, replies past their retention. */
    begin(): void {
      if (closed || sweepTimer !== undefined) return;
      void sweeper.sweep(true);
      sweepTimer = setInterval(() => void sweeper.sweep(false), REPLY_SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    },

    /**
     * Shuts down: waits up to `graceMs` for this copy's replies to end, ends the others as interrupted
     * (what was received is kept), and stores what waits in the journal.
     */
    async close(graceMs: number): Promise<void> {
      const giveUpAt = performance.now() + graceMs;
      while (running.size > 0 && [...running.values()].some((held) => !held.job?.ending)) {
        if (performance.now() >= giveUpAt) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      closed = true;
      clearInterval(sweepTimer);
      clearTimeout(pollTimer);
      for (const held of running.values()) held.job?.interrupt();
      // Replies other copies run go on: their pages, cut off with this copy's connections, rejoin elsewhere.
      followed.clear();
      updateTimers();
      await journal.flush(Math.max(1_000, giveUpAt - performance.now()));
    },
  };
}
