import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/** Every row of the tables requests can change, to assert that a refused request changed nothing. */
export async function databaseSnapshot(db: Kysely<Database>): Promise<string> {
  const [conversations, feedback, jobs, users] = await Promise.all([
    db.selectFrom('conversations').selectAll().orderBy('id').execute(),
    db.selectFrom('feedback_records').selectAll().orderBy('id').execute(),
    db.selectFrom('video_jobs').selectAll().orderBy('request_id').execute(),
    db.selectFrom('users').select(['uid', 'username']).orderBy('uid').execute(),
  ]);
  return JSON.stringify({ conversations, feedback, jobs, users });
}
