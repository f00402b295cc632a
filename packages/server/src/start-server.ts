import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { ChatProvider } from './ai/chat/chat-provider';
import { createGuideChatProvider } from './ai/chat/guide/guide-chat-provider';
import { GuideIndex } from './ai/chat/guide/guide-index';
import { sectionGuideDocuments } from './ai/chat/guide/section-guide-documents';
import { createOpenAiChatProvider } from './ai/chat/openai-chat-provider';
import { createSparkChatProvider } from './ai/chat/spark-chat-provider';
import { createMediaClient } from './ai/media/media-client';
import { type AppDeps, type AppMount, createApp } from './app';
import { resolveAuthSecret } from './auth/auth-secret';
import { createLoginGuard } from './auth/login-guard';
import { createLoginPageRoutes } from './auth/login-page';
import { createRevokedTokenStore } from './auth/revoked-token-store';
import { createTokenService } from './auth/token-service';
import type { ServerConfig } from './config';
import { SHUTDOWN_GRACE_MS } from './constants';
import { assertNoDemoUsers } from './db/assert-no-demo-users';
import { type OpenDatabase, openDatabase } from './db/open-database';
import { seedPortalDemo } from './demo/seed-portal-demo';
import { createPortalHosting } from './hosting/portal-hosting';
import { createWidgetRoutes } from './hosting/widget-routes';
import { createClientAddressReader } from './http/client-address-reader';
import { createPortalRoutes } from './portal/create-portal-routes';
import type { PortalDeps } from './portal/portal-env';
import { loadPortalGuideDocuments } from './portal/portal-guide-documents';
import { createLocalFileStore, type FileStore } from './storage/file-store';
import { resolveStorageSettings, type StorageSettings } from './storage/storage-settings';

/** Chooses the chat provider the settings name. */
export function createChatProvider(config: ServerConfig, guideIndex: GuideIndex): ChatProvider {
  switch (config.aiProvider) {
    case 'guide':
      return createGuideChatProvider(guideIndex);
    case 'openai':
      return createOpenAiChatProvider({
        baseUrl: config.aiBaseUrl,
        apiKey: config.aiApiKey,
        models: { junheng: config.aiChatModel, deepseek: config.aiReasoningModel },
        timeoutMs: config.aiTimeoutMs,
        reasoningFormat: config.aiReasoningFormat,
      });
    case 'spark':
      if (!config.spark) throw new Error('AI_PROVIDER=spark needs Spark credentials');
      return createSparkChatProvider({
        url: config.sparkUrl,
        domain: config.sparkDomain,
        credentials: config.spark,
        timeoutMs: config.aiTimeoutMs,
      });
    default:
      return config.aiProvider satisfies never;
  }
}

/** The portal API's limits from the settings. */
export function portalLimitsOf(config: ServerConfig): PortalDeps['limits'] {
  return {
    bodyLimitBytes: config.bodyLimitBytes,
    viewLogPerMinute: config.viewLogRateLimitPerMinute,
    officePreviewMaxBytes: config.officePreviewMaxBytes,
    officePreviewCacheEntries: config.officePreviewCacheEntries,
  };
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  config: ServerConfig;
  log?: (message: string) => void;
  /**
   * Further routers, mounted after the built-in ones (`/auth`, `/ai`, `/resource_api`, the login page) and
   * before `/widget` and the portal `/`, so a mount may take over paths the portal would answer.
   */
  mounts?: readonly AppMount[] | ((context: ServerContext) => readonly AppMount[]);
  /** The guide index to use (defaults to one over SECTION_GUIDES). */
  guideIndex?: GuideIndex;
  /**
   * Seed the portal's demo content (an idempotent no-op when content exists). Default: the DEMO_DATA
   * setting. Tests of the AI service turn it off: they need the demo users only, not the ~1 s seed.
   */
  seedDemoContent?: boolean;
}

/** What a started server shares with mounts and callers. */
export interface ServerContext {
  database: OpenDatabase;
  /** The portal's local file store (DATA_DIR/files). */
  store: FileStore;
  /** The storage settings in force (secrets resolved). */
  storage: StorageSettings;
  /** The offline guide's index: add articles and news with `guideIndex.addDocuments(docs)`. */
  guideIndex: GuideIndex;
  deps: AppDeps;
}

/** A listening server. */
export interface RunningServer extends ServerContext {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** Stops accepting connections, waits up to SHUTDOWN_GRACE_MS for open ones, closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the whole server in this order: open the database and apply part 1's, the portal's and any
 * further migrations (demo users seeded into a new database when DEMO_DATA is on); seed the portal's demo
 * content when DEMO_DATA is on and the portal is empty; build the offline guide's index (section guides,
 * then the stored articles and news); resolve the auth and storage secrets; mount `/auth` (JSON login and
 * the login page), `/ai`, `/resource_api`, any given mounts, `/widget/*` and the built portal at `/`;
 * and listen on config.port (0 picks a free port).
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const database = await openDatabase(config);
  try {
    if (!config.demoUsersAllowed) await assertNoDemoUsers(database.db);
    if (database.seeded) log('New database: seeded the demo users (password demo1234), see the server README');
    const db = database.db;
    const store = createLocalFileStore(path.join(config.dataDir, 'files'));
    if (options.seedDemoContent ?? config.demoData) {
      const seed = await seedPortalDemo({ db, store });
      if (seed.seeded)
        log(`Seeded the portal demo content in ${Math.round(seed.elapsedMs)} ms (demo user expired added)`);
    }
    const guideIndex = options.guideIndex ?? new GuideIndex(sectionGuideDocuments());
    guideIndex.addDocuments(await loadPortalGuideDocuments(db));
    const secret = resolveAuthSecret(config.authSecret, config.dataDir, log);
    const storage = resolveStorageSettings(config.storage, secret);
    const loginGuard = createLoginGuard(db, { maxAddressFailuresPerHour: config.loginAddressMaxFailuresPerHour });
    const clientAddress = createClientAddressReader(config.trustProxy);
    const session = { secure: config.cookieSecure, maxAgeSeconds: config.authTokenTtlSeconds };
    const tokens = createTokenService({
      secret,
      ttlSeconds: config.authTokenTtlSeconds,
      jwksUrl: config.authJwksUrl,
      issuer: config.authIssuer,
      audience: config.authAudience,
      uidClaim: config.authUidClaim,
      revocations: createRevokedTokenStore(database.db),
    });
    const deps: AppDeps = {
      config,
      db: database.db,
      tokens,
      loginGuard,
      clientAddress,
      chat: createChatProvider(config, guideIndex),
      media: config.mediaApiKey
        ? createMediaClient({
            baseUrl: config.mediaBaseUrl,
            apiKey: config.mediaApiKey,
            imageModel: config.mediaImageModel,
            imageSize: config.mediaImageSize,
            videoModel: config.mediaVideoModel,
            videoSize: config.mediaVideoSize,
            timeoutMs: config.mediaTimeoutMs,
          })
        : undefined,
      log,
    };
    const context: ServerContext = { database, store, storage, guideIndex, deps };
    const extraMounts = typeof options.mounts === 'function' ? options.mounts(context) : (options.mounts ?? []);
    if (!existsSync(path.join(config.portalDir, 'index.html'))) {
      log(`Portal build not found in ${config.portalDir}: / answers 503 until you run npm run build -w @edu/portal`);
    }
    if (!existsSync(path.join(config.widgetDir, 'edu-assistant.js'))) {
      log(
        `Widget bundle not found in ${config.widgetDir}: /widget/ answers 404 until you run npm run build -w @edu/assistant-widget`,
      );
    }
    const portalDeps: PortalDeps = {
      db,
      tokens,
      store,
      storage,
      loginGuard,
      session,
      clientAddress,
      limits: portalLimitsOf(config),
      guideIndex,
    };
    deps.mounts = [
      { path: '/resource_api', app: createPortalRoutes(portalDeps) },
      // After part 1's JSON POST /auth/login: the form, its POST /auth/login/form, logout and its CSS.
      { path: '/auth', app: createLoginPageRoutes({ db, tokens, loginGuard, session, clientAddress }) },
      ...extraMounts,
      { path: '/widget', app: createWidgetRoutes({ dir: config.widgetDir, mountPath: '/widget' }) },
      {
        path: '/',
        app: createPortalHosting({
          dir: config.portalDir,
          connectSources: config.xfyun ? [new URL(config.xfyunTtsUrl).origin] : [],
        }),
      },
    ];
    const app = createApp(deps);

    // Plain HTTP/1.1 (no createServer option), so serve() returns a node:http Server.
    const server = await new Promise<Server>((resolve, reject) => {
      const created = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(created as Server),
      );
      created.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    log(
      `edu-platform server on http://${host}:${port} — chat provider: ${deps.chat.name}${
        deps.chat.name === 'guide' ? ' (offline guide mode: no large model configured)' : ''
      }, database: ${database.dialect}`,
    );

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          // Keep-alive connections become idle as their last response ends: close them as they do.
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          const force = setTimeout(() => {
            server.closeAllConnections();
            resolve();
          }, SHUTDOWN_GRACE_MS);
          force.unref();
          server.close(() => {
            clearInterval(sweep);
            clearTimeout(force);
            resolve();
          });
          server.closeIdleConnections();
        });
        await database.close();
      })();
      return closing;
    };
    return { ...context, url: `http://${host}:${port}`, port, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
