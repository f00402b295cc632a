import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The SQLite database as Kysely's dialect sees it, with compiled statements kept and reused by their SQL:
 * Kysely's SQLite driver prepares every query anew, and compiling the statement was the largest part of a
 * small query's cost (a token's revocation check on every call, a conversation read). The `maxStatements`
 * most recently used are kept; a statement still being iterated (a streamed query) is never handed out
 * twice. SQLite recompiles a kept statement by itself after a schema change.
 */
export function withCachedStatements(database: BetterSqlite3Database, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Most recently used last: a Map iterates in insertion order, so the first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > maxStatements) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}
