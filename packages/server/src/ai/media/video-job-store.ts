import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { utcDay } from './utc-day';

/** Video jobs per user: who may poll which request id, and how many were started today. */
export function createVideoJobStore(db: Kysely<Database>) {
  return {
    async countToday(uid: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('video_jobs')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('uid', '=', uid)
        .where('day', '=', utcDay(now))
        .executeTakeFirst();
      // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
      return Number(row?.count ?? 0);
    },
    async record(uid: string, requestId: string, now: Date): Promise<void> {
      await db
        .insertInto('video_jobs')
        .values({ request_id: requestId, uid, day: utcDay(now), created_at: now.toISOString() })
        .execute();
    },
    async isOwnedBy(requestId: string, uid: string): Promise<boolean> {
      const row = await db
        .selectFrom('video_jobs')
        .select('request_id')
        .where('request_id', '=', requestId)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** The video job store's interface. */
export type VideoJobStore = ReturnType<typeof createVideoJobStore>;
