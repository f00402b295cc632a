import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { utcDay } from './utc-day';

/**
 * Video jobs per user: the daily quota, and who may poll which request id.
 *
 * The quota is taken before the job is submitted, by one conditional upsert (`used + 1` only while
 * `used` is below the quota), which SQLite and PostgreSQL both run atomically: a burst of parallel starts,
 * through one server copy or several, is granted exactly the quota and no more. A start that then fails
 * gives its unit back.
 */
export function createVideoJobStore(db: Kysely<Database>) {
  /** The job `requestId` of `uid` (undefined for another's), with the final labelling failure it may have. */
  const find = async (requestId: string, uid: string): Promise<{ labelFailure: string | null } | undefined> => {
    const row = await db
      .selectFrom('video_jobs')
      .select('label_failure')
      .where('request_id', '=', requestId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row && { labelFailure: row.label_failure };
  };
  return {
    async countToday(uid: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('video_quota_days')
        .select('used')
        .where('uid', '=', uid)
        .where('day', '=', utcDay(now))
        .executeTakeFirst();
      return row?.used ?? 0;
    },
    /** Takes one generation of today's quota; answers the count used with it, or undefined when none is left. */
    async reserve(uid: string, now: Date, quota: number): Promise<number | undefined> {
      if (quota <= 0) return undefined;
      const row = await db
        .insertInto('video_quota_days')
        .values({ uid, day: utcDay(now), used: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['uid', 'day'])
            .doUpdateSet({ used: sql<number>`video_quota_days.used + 1` })
            .where('video_quota_days.used', '<', quota),
        )
        .returning('used')
        .executeTakeFirst();
      return row?.used;
    },
    /** Gives back a unit taken by {@link reserve} for a start that failed. */
    async release(uid: string, now: Date): Promise<void> {
      await db
        .updateTable('video_quota_days')
        .set({ used: sql<number>`used - 1` })
        .where('uid', '=', uid)
        .where('day', '=', utcDay(now))
        .where('used', '>', 0)
        .execute();
    },
    async record(uid: string, requestId: string, now: Date): Promise<void> {
      await db
        .insertInto('video_jobs')
        .values({ request_id: requestId, uid, day: utcDay(now), created_at: now.toISOString() })
        .execute();
    },
    async isOwnedBy(requestId: string, uid: string): Promise<boolean> {
      return (await find(requestId, uid)) !== undefined;
    },
    find,
    /**
     * Claims the labelling of the job's video for this copy at `now` (epoch ms): true unless another copy
     * claimed it after `staleBefore` (an older claim is of a run that died, and is taken over). One
     * conditional update, so of copies that ask at once exactly one gets it.
     */
    async claimLabelling(requestId: string, now: number, staleBefore: number): Promise<boolean> {
      const result = await db
        .updateTable('video_jobs')
        .set({ labelling_started_at: now })
        .where('request_id', '=', requestId)
        .where((row) =>
          row.or([row('labelling_started_at', 'is', null), row('labelling_started_at', '<', staleBefore)]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Ends this copy's claim on the labelling of the job's video (its run ended, well or not). */
    async endLabelling(requestId: string): Promise<void> {
      await db
        .updateTable('video_jobs')
        .set({ labelling_started_at: null })
        .where('request_id', '=', requestId)
        .execute();
    },
    /**
     * Records that the job's video could not be labelled for good, with the refusal later polls answer,
     * and gives its quota unit back on the day it was taken: once, however many polls or copies report it
     * (only the one whose conditional update marks the job gives the unit back).
     */
    async failLabelling(requestId: string, message: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const job = await trx
          .updateTable('video_jobs')
          .set({ label_failure: message })
          .where('request_id', '=', requestId)
          .where('label_failure', 'is', null)
          .returning(['uid', 'day'])
          .executeTakeFirst();
        if (!job) return;
        await trx
          .updateTable('video_quota_days')
          .set({ used: sql<number>`used - 1` })
          .where('uid', '=', job.uid)
          .where('day', '=', job.day)
          .where('used', '>', 0)
          .execute();
      });
    },
  };
}

/** The video job store's interface. */
export type VideoJobStore = ReturnType<typeof createVideoJobStore>;
