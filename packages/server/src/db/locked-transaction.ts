import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from './database-dialect';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction that no other holder of the same lock name runs beside, in any server copy:
 * on PostgreSQL under a transaction-scoped advisory lock (`pg_advisory_xact_lock`, released at commit or
 * rollback); on SQLite the one connection already runs one transaction at a time. For check-then-write work
 * (the demo seed) that several copies starting together would otherwise all do.
 */
export async function inLockedTransaction<T>(
  db: Kysely<Database>,
  lockName: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtext(${lockName}))`.execute(trx);
    return work(trx);
  });
}
