import type { Kysely } from 'kysely';

/**
 * Labelling a finished video (issue 35 review), on its job row:
 * - `labelling_started_at`: the claim of the copy labelling it (epoch milliseconds), so other copies answer
 *   "in progress" instead of labelling it too; a claim older than a run can last may be taken over;
 * - `label_failure`: a final failure, the refusal every later poll answers; its being set is what gives the
 *   quota unit back exactly once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_jobs').addColumn('labelling_started_at', 'bigint').execute();
  await db.schema.alterTable('video_jobs').addColumn('label_failure', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_jobs').dropColumn('label_failure').execute();
  await db.schema.alterTable('video_jobs').dropColumn('labelling_started_at').execute();
}
