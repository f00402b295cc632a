import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import { renderDemoMediaHere } from '../demo/render-demo-media';
import { type RunningServer, startServer } from '../start-server';

/** The whole server (createApp through startServer) on a free loopback port, with the portal demo seeded. */
export interface PortalTestServer extends RunningServer {
  db: Kysely<Database>;
  dataDir: string;
  /** A token for a demo username (teacher, student, lyyk-admin, studio-owner, admin, expired). */
  tokenFor(username: string): Promise<string>;
}

/** Options of {@link startPortalTestServer}. */
export interface PortalTestServerOptions {
  now?: () => Date;
  maxUploadBytes?: number;
  databaseUrl?: string;
  /** Further settings (e.g. limits), read by loadConfig like the environment. */
  env?: Record<string, string>;
}

/** Starts the server for a test file in its own data folder; `close()` stops it and removes the folder. */
export async function startPortalTestServer(options: PortalTestServerOptions = {}): Promise<PortalTestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-portal-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO_DATA: 'true',
    AI_PROVIDER: 'guide',
    AUTH_SECRET: 'x'.repeat(40),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.maxUploadBytes ? { UPLOAD_MAX_BYTES: String(options.maxUploadBytes) } : {}),
    ...options.env,
  });
  const server = await startServer({
    config,
    seedDemoContent: true,
    // Seeds of one test worker share the demo files' cached media (a server's first start renders apart).
    renderDemoMedia: renderDemoMediaHere,
    log: () => {},
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    ...server,
    db: server.database.db,
    dataDir,
    async tokenFor(username) {
      const user = await server.database.db
        .selectFrom('users')
        .select('uid')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return server.tokens.issue(user.uid);
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
