import type { Kysely } from 'kysely';

/**
 * A contribution's grade (issue 32, second pass): a teacher files an upload under its phase, grade and
 * subject, and an approved file keeps all three in the resource centre. Null for contributions made before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resource_submissions').addColumn('grade_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resource_submissions').dropColumn('grade_id').execute();
}
