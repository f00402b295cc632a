import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createGuideChatProvider } from '../ai/chat/guide/guide-chat-provider';
import { GuideIndex } from '../ai/chat/guide/guide-index';
import { createApp } from '../app';
import { createLoginGuard } from '../auth/login-guard';
import { createLoginPageRoutes } from '../auth/login-page';
import { createRevokedTokenStore } from '../auth/revoked-token-store';
import { createTokenService } from '../auth/token-service';
import { loadConfig } from '../config';
import { seedPortalDemo } from '../demo/seed-portal-demo';
import { createClientAddressReader } from '../http/client-address-reader';
import { createPortalRoutes } from '../portal/create-portal-routes';
import { portalLimitsOf } from '../start-server';
import type { StorageSettings } from '../storage/storage-settings';
import { openTestDatabase, type TestDatabase } from './open-test-database';

/** A running server (part 1's app with the portal mounted) on a free loopback port, seeded. */
export interface PortalTestServer extends TestDatabase {
  url: string;
  storage: StorageSettings;
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

/** Starts the server for a test file; `close()` stops it and removes the database. */
export async function startPortalTestServer(options: PortalTestServerOptions = {}): Promise<PortalTestServer> {
  const test = await openTestDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {});
  await seedPortalDemo({ db: test.db, store: test.store });
  const config = loadConfig({
    DATA_DIR: test.dataDir,
    AI_PROVIDER: 'guide',
    AUTH_SECRET: 'x'.repeat(40),
    ...options.env,
  });
  const tokens = createTokenService({
    secret: 'x'.repeat(40),
    ttlSeconds: 3600,
    uidClaim: 'uid',
    revocations: createRevokedTokenStore(test.db),
  });
  const storage: StorageSettings = {
    mode: 'local',
    secret: 'test-storage-secret',
    region: 'us-east-1',
    accessKeyId: 'edu-local',
    bucket: 'resource',
    maxUploadBytes: options.maxUploadBytes ?? 50 * 1024 * 1024,
    quotaBytesPerUser: config.storage.quotaBytesPerUser,
  };
  const loginGuard = createLoginGuard(test.db, {
    maxAddressFailuresPerHour: config.loginAddressMaxFailuresPerHour,
    ...(options.now ? { now: options.now } : {}),
  });
  const clientAddress = createClientAddressReader(config.trustProxy);
  const session = { secure: config.cookieSecure, maxAgeSeconds: config.authTokenTtlSeconds };
  const app = createApp({
    config,
    db: test.db,
    tokens,
    loginGuard,
    clientAddress,
    ...(options.now ? { now: options.now } : {}),
    chat: createGuideChatProvider(new GuideIndex([])),
    media: undefined,
    log: () => {},
    mounts: [
      {
        path: '/resource_api',
        app: createPortalRoutes({
          db: test.db,
          tokens,
          store: test.store,
          storage,
          loginGuard,
          session,
          clientAddress,
          limits: portalLimitsOf(config),
          ...(options.now ? { now: options.now } : {}),
        }),
      },
      {
        path: '/auth',
        app: createLoginPageRoutes({
          db: test.db,
          tokens,
          loginGuard,
          session,
          clientAddress,
          ...(options.now ? { now: options.now } : {}),
        }),
      },
    ],
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server));
    created.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...test,
    url,
    storage,
    async tokenFor(username) {
      const user = await test.db
        .selectFrom('users')
        .select('uid')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return tokens.issue(user.uid);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await test.close();
    },
  };
}
