import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import { createLocalFileStore, type FileStore } from '../storage/file-store';

/** A fresh SQLite database (every migration, the demo users) in a temp folder. */
export interface TestDatabase {
  db: Kysely<Database>;
  dataDir: string;
  store: FileStore;
  close(): Promise<void>;
}

/** Opens a throw-away database (SQLite, or the PostgreSQL URL given) for a test file; `close()` removes the folder. */
export async function openTestDatabase(options: { databaseUrl?: string } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-test-'));
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir,
    sqliteJournalMode: 'wal',
    demoData: true,
  });
  return {
    db: opened.db,
    dataDir,
    store: createLocalFileStore(path.join(dataDir, 'files')),
    async close() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
