import type { Kysely } from 'kysely';

/**
 * A generated video that could not be labelled for good (issue 35 review): `video_jobs.label_failure` keeps
 * the refusal every later poll answers, and its being set is what gives the quota unit back exactly once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_jobs').addColumn('label_failure', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_jobs').dropColumn('label_failure').execute();
}
