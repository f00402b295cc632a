import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * True when the database is PostgreSQL: the engine several server copies can share, so what must hold
 * across copies (rate limits, the seed's lock) is kept in it; SQLite serves one copy.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema; only the executor's adapter is read.
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
