import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEMO_PASSWORD } from '../constants';
import { withCachedStatements } from './cached-statements';
import { DEMO_USERS } from './demo-users';
import { MIGRATIONS } from './migration-list';
import { hashPassword } from './password-hash';
import type { Database } from './schema';

/** An open database: the Kysely handle, which engine it is, and how to close it. */
export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** True when this start created the schema (a new database). */
  created: boolean;
  /** True when demo users were seeded during this start. */
  seeded: boolean;
  close(): Promise<void>;
}

/** The database settings (config.ts reads them: DATABASE_URL, DATA_DIR, SQLITE_JOURNAL_MODE, DEMO_DATA). */
export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteJournalMode: 'wal' | 'delete' | 'truncate';
  demoData: boolean;
}

/**
 * Opens SQLite under DATA_DIR (WAL by default) or PostgreSQL when DATABASE_URL is set, applies the
 * migrations, and seeds the demo users into a new database when DEMO_DATA is on.
 */
export async function openDatabase(config: DatabaseSettings): Promise<OpenDatabase> {
  const { db, dialect } = connect(config);
  try {
    const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
    // Existing databases applied the migrations out of name order (see MIGRATIONS).
    const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw new Error(`Database migration failed: ${String(error instanceof Error ? error.message : error)}`);
    const created = results?.some((result) => result.migrationName === '0001-initial') ?? false;
    const seeded = created && config.demoData;
    if (seeded) await seedDemoUsers(db);
    return { db, dialect, created, seeded, close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

function connect(config: Omit<DatabaseSettings, 'demoData'>) {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server drops (PostgreSQL restarting) is reported here, and an 'error' event
    // nobody listens to would end the process. The pool discards that connection by itself; the queries
    // that fail meanwhile report their own errors, and the next ones open new connections.
    pool.on('error', () => undefined);
    // A connection that drops while it is checked out (between the statements of a transaction) reports on
    // its client, where the pool no longer listens; without a listener of our own that would end the process
    // too. Its pending and next queries fail with their own errors, and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' as const };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(config.dataDir, 'edu-platform.sqlite'));
  sqlite.pragma(`journal_mode = ${config.sqliteJournalMode}`);
  // With WAL, NORMAL keeps the database consistent after a crash and avoids an fsync per commit.
  if (config.sqliteJournalMode === 'wal') sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withCachedStatements(sqlite) }) }),
    dialect: 'sqlite' as const,
  };
}

async function seedDemoUsers(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  const rows = await Promise.all(
    DEMO_USERS.map(async (user) => ({
      uid: user.uid,
      username: user.username,
      password_hash: await hashPassword(DEMO_PASSWORD),
      user_name: user.userName,
      role_id: user.roleId,
      role_name: user.roleName,
      school_name: user.schoolName,
      organ_name: user.organName,
      organ_id: user.organId,
      phone: user.phone,
      avatar: '',
      created_at: now,
    })),
  );
  await db.insertInto('users').values(rows).execute();
}
