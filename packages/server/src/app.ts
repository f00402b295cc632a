import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Kysely } from 'kysely';
import { createUsageRecorder, recordVisits } from './admin/usage-recorder';
import type { ChatProvider } from './ai/chat/chat-provider';
import { createGuideChangeLog, type GuideChangeLog } from './ai/chat/guide/guide-change-log';
import { GuideIndex } from './ai/chat/guide/guide-index';
import { sectionGuideDocuments } from './ai/chat/guide/section-guide-documents';
import { createAiRoutes } from './ai/create-ai-routes';
import { createChatProvider, createMediaClientOf } from './ai/providers-from-config';
import { createReplyHub, type ReplyHub } from './ai/replies/reply-hub';
import { createModerationEndpoint } from './ai/school/moderation-endpoint';
import { createSchoolChatProvider } from './ai/school/school-chat-provider';
import { createSchoolRules } from './ai/school/school-rules';
import { createAuthRoutes } from './auth/auth-routes';
import { resolveAuthSecret } from './auth/auth-secret';
import { createLoginGuard, type LoginGuard } from './auth/login-guard';
import { createLoginPageRoutes } from './auth/login-page';
import { createUnifiedLogin } from './auth/oidc/create-unified-login';
import { providerSignOutOrigin } from './auth/oidc/oidc-settings';
import { createRevokedTokenStore } from './auth/revoked-token-store';
import { createSessionLedger } from './auth/session-ledger';
import { createTokenService, type TokenService } from './auth/token-service';
import type { ServerConfig } from './config';
import { assertNoDemoUsers } from './db/assert-no-demo-users';
import type { Database } from './db/schema';
import type { DemoMediaRenderer } from './demo/render-demo-media';
import { seedPortalDemo } from './demo/seed-portal-demo';
import { compressJson } from './hosting/compress-json';
import { createPageRenderer } from './hosting/page-renderer';
import { createPortalHosting } from './hosting/portal-hosting';
import { createWidgetRoutes } from './hosting/widget-routes';
import { renderAiError } from './http/ai-envelope';
import { bodySizeLimit } from './http/body-size-limit';
import { createClientAddressReader } from './http/client-address-reader';
import { HttpError, isHttpError } from './http/http-error';
import { hasMalformedPercentEncoding, MALFORMED_PERCENT_ENCODING_MESSAGE } from './http/percent-encoding';
import { recordPublicOrigin } from './http/public-origin';
import { jsonAnswersNotStored, strictTransportSecurity } from './http/security-headers';
import type { ServerEnv } from './http/server-env';
import { createWriteLimits } from './http/write-limits';
import { createPortalRoutes } from './portal/create-portal-routes';
import { firstPicturesOfPage } from './portal/home/first-banner';
import { loadDueGuideDocuments, loadPortalGuideDocuments } from './portal/portal-guide-documents';
import { createLocalFileStore, type FileStore } from './storage/file-store';
import type { OfficePreviewSettings } from './storage/office/office-preview-settings';
import { createS3FileStore } from './storage/s3-file-store';
import { resolveStorageSettings, type StorageSettings } from './storage/storage-settings';

/** A router mounted beside the built-in ones (test pages, examples). */
export interface AppMount {
  /** Path prefix, e.g. `/pages`; `/` for a catch-all. */
  path: string;
  // Mounted apps have their own Env and schema types; the parent only routes to them.
  // biome-ignore lint/suspicious/noExplicitAny: any Hono app may be mounted.
  app: Hono<any, any, any>;
}

/** What {@link createApp} needs: the settings and an open database; the rest is built from them. */
export interface AppDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Clock of the lockout, tokens' revocation checks, quotas and portal dates; injectable for tests. */
  now?: () => Date;
  log?: (message: string) => void;
  /** The offline guide's index (default: one over the section guides); the stored content is added to it. */
  guideIndex?: GuideIndex;
  /**
   * Seed the portal's demo content (an idempotent no-op when content exists). Default: the DEMO_DATA
   * setting. Tests of the AI service turn it off: they need the demo users only, not the ~1 s seed.
   */
  seedDemoContent?: boolean;
  /**
   * How the demo seed renders its files and pictures. Default: in a child process, whose memory leaves with
   * it; harnesses that seed many databases in one process render here, where the rendered audio, video and
   * images of the demo files are cached (the WebP pictures are encoded again each time).
   */
  renderDemoMedia?: DemoMediaRenderer;
  /**
   * Further routers, mounted after the built-in ones (`/auth`, `/ai`, `/resource_api`, the login page) and
   * before `/widget` and the portal `/`, so a mount may take over paths the portal would answer.
   */
  mounts?: readonly AppMount[];
}

/** The built server: its Hono app and the services it shares with callers. */
export interface ServerApp {
  app: Hono<ServerEnv>;
  config: ServerConfig;
  /** The chat provider the settings chose. */
  chat: ChatProvider;
  tokens: TokenService;
  loginGuard: LoginGuard;
  /** The file store: DATA_DIR/files, or the S3-compatible store of the S3_* settings. */
  store: FileStore;
  /** The storage settings in force (secrets resolved). */
  storage: StorageSettings;
  /** The offline guide's index: add articles and news with `guideIndex.addDocuments(docs)`. */
  guideIndex: GuideIndex;
  /** How the guide's index follows content written through other copies (and how guided content is written). */
  guideChanges: GuideChangeLog;
  /** Reply jobs (issue 34): `begin()` once listening, `close()` before closing the database. */
  replies: ReplyHub;
}

/** The OFFICE_PREVIEW_* settings as the preview service takes them. */
function officePreviewSettingsOf(config: ServerConfig): OfficePreviewSettings {
  return {
    maxInflatedBytes: config.officePreviewMaxBytes,
    maxTextChars: config.officePreviewMaxTextChars,
    maxMs: config.officePreviewMaxMs,
    maxConcurrent: config.officePreviewMaxConcurrent,
    maxQueued: config.officePreviewMaxQueued,
    cacheEntries: config.officePreviewCacheEntries,
    cacheBytes: config.officePreviewCacheBytes,
  };
}

/** The portal API's family: it has its own envelope, body limits and upload streaming. */
const PORTAL_PREFIX = '/resource_api/';

/**
 * Builds the whole server on an open database, without listening: refuses the demo users in production
 * (unless DEMO_DATA=true), resolves the auth and storage secrets and picks the file store (local or S3),
 * seeds the portal demo content when DEMO_DATA is on and the portal is empty (once, whatever the number
 * of copies starting), builds the offline guide's index (section guides, then the stored articles and
 * news; later changes through the `guide_changes` log), and mounts in this order: `GET /healthz`, `/auth` (JSON login), `/ai`,
 * `/resource_api`, `/auth` (the login page), any `mounts`, `/widget/*` and the built portal at `/`.
 * Every family outside the portal API has BODY_LIMIT_BYTES, enforced before the body is read; `/ai` and
 * `/auth` refuse malformed percent-escapes. `startServer` listens on it; tests may call `app.request`.
 */
export async function createApp(deps: AppDeps): Promise<ServerApp> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.error(message));
  const clock = deps.now ? { now: deps.now } : {};

  if (!config.demoUsersAllowed) await assertNoDemoUsers(db);
  const secret = resolveAuthSecret(config.authSecret, config.dataDir, log);
  const storage = resolveStorageSettings(config.storage, secret);
  const store =
    storage.mode === 's3'
      ? createS3FileStore({ settings: storage })
      : createLocalFileStore(path.join(config.dataDir, 'files'));
  if (deps.seedDemoContent ?? config.demoData) {
    const seed = await seedPortalDemo({ db, store, renderMedia: deps.renderDemoMedia, now: now() });
    if (seed.seeded)
      log(`Seeded the portal demo content in ${Math.round(seed.elapsedMs)} ms (demo user expired added)`);
  }
  const guideIndex = deps.guideIndex ?? new GuideIndex(sectionGuideDocuments());
  const guideChanges = createGuideChangeLog(db, guideIndex, {
    now,
    log,
    dueDocuments: (from, to) => loadDueGuideDocuments(db, from, to),
  });
  await guideChanges.start();
  guideIndex.addDocuments(await loadPortalGuideDocuments(db, now()));
  const loginGuard = createLoginGuard(db, {
    maxAddressFailuresPerHour: config.loginAddressMaxFailuresPerHour,
    ...clock,
  });
  const clientAddress = createClientAddressReader(config.trustProxy);
  const session = { secure: config.cookieSecure, maxAgeSeconds: config.authTokenTtlSeconds };
  // On the tokens' clock (the system's): the ledger keeps a session exactly as long as its token lives.
  const sessions = createSessionLedger(db);
  const revocations = createRevokedTokenStore(db);
  const tokens = createTokenService({
    secret,
    ttlSeconds: config.authTokenTtlSeconds,
    jwksUrl: config.authJwksUrl,
    issuer: config.authIssuer,
    audience: config.authAudience,
    uidClaim: config.authUidClaim,
    revocations,
    sessions,
  });
  // A sign-out of a unified-login session continues at the provider: the pages' form-action lets the
  // sign-out form's redirect go there.
  const providerOrigin = config.oidc ? providerSignOutOrigin(config.oidc) : undefined;
  const unifiedLogin = config.oidc
    ? await createUnifiedLogin({
        db,
        settings: config.oidc,
        tokens,
        sessions,
        revocations,
        session,
        now,
        log,
        publicOrigin: config.publicOrigin,
      })
    : undefined;
  const school = createSchoolRules(db, now);
  // The school rules (modes, masking, moderation, citations) wrap whichever provider the settings chose, so
  // every reply job and every single answer passes them (ADR 0038).
  const chat = createSchoolChatProvider(createChatProvider(config, guideIndex, guideChanges.catchUp), school, {
    log,
    search: (question, limit) => guideIndex.search(question, limit),
    linkBase: config.publicOrigin,
    moderate: config.moderationUrl
      ? createModerationEndpoint({ url: config.moderationUrl, timeoutMs: config.moderationTimeoutMs })
      : undefined,
  });
  const replies = createReplyHub({
    db,
    provider: chat,
    log,
    flushIntervalMs: config.chatFlushIntervalMs,
    maxLifetimeMs: config.chatStreamMaxSeconds * 1000,
    maxRunningPerUser: config.chatMaxConcurrentStreamsPerUser,
    maxConversationsPerUser: config.conversationsMaxPerUser,
    retentionMs: config.chatReplyRetentionSeconds * 1000,
    ownerTimeoutMs: config.chatReplyOwnerTimeoutSeconds * 1000,
    pollIntervalMs: config.chatReplyPollIntervalMs,
    storeIntervalMs: config.chatReplyStoreIntervalMs,
  });
  // One set of per-user write limits for both families (a like under /ai, a comment under /resource_api).
  const writeLimits = createWriteLimits(db, config.writeLimits);
  if (!existsSync(path.join(config.portalDir, 'index.html'))) {
    log(`Portal build not found in ${config.portalDir}: / answers 503 until you run npm run build -w @edu/portal`);
  }
  if (!existsSync(path.join(config.widgetDir, 'edu-assistant.js'))) {
    log(
      `Widget bundle not found in ${config.widgetDir}: /widget/ answers 404 until you run npm run build -w @edu/assistant-widget`,
    );
  }

  const usage = createUsageRecorder(db, now);
  const app = new Hono<ServerEnv>();
  if (config.cookieSecure && config.hstsMaxAgeSeconds > 0)
    app.use('*', strictTransportSecurity(config.hstsMaxAgeSeconds));
  app.use('*', recordPublicOrigin(config.trustProxy));
  app.use('*', recordVisits(usage, log));
  const allowAny = config.allowedOrigins.includes('*');
  app.use(
    '*',
    cors({
      origin: (origin) => (allowAny || config.allowedOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  const limitBody = bodySizeLimit(config.bodyLimitBytes, () => {
    throw new HttpError(413, `请求体过大：最多 ${config.bodyLimitBytes} 字节`);
  });
  app.use('*', (c, next) => (c.req.path.startsWith(PORTAL_PREFIX) ? next() : limitBody(c, next)));
  const compressing = compressJson(config.jsonCompressionMinBytes);
  app.use('/ai/*', compressing);
  app.use('/resource_api/*', compressing);
  const refuseMalformedUrls: MiddlewareHandler<ServerEnv> = async (c, next) => {
    if (hasMalformedPercentEncoding(c.req.url)) throw new HttpError(400, MALFORMED_PERCENT_ENCODING_MESSAGE);
    await next();
  };
  app.use('/auth/*', refuseMalformedUrls);
  app.use('/ai/*', refuseMalformedUrls);
  for (const family of ['/healthz', '/auth/*', '/ai/*', '/resource_api/*']) app.use(family, jsonAnswersNotStored());

  app.get('/healthz', (c) => c.json({ status: 'ok', provider: chat.name }));
  app.route('/auth', createAuthRoutes({ loginGuard, tokens, clientAddress, now }));
  app.route(
    '/ai',
    createAiRoutes({
      config,
      db,
      tokens,
      chat,
      replies,
      school,
      media: createMediaClientOf(config),
      store,
      writeLimits,
      now,
      log,
    }),
  );
  app.route(
    '/resource_api',
    createPortalRoutes({
      db,
      tokens,
      store,
      storage,
      loginGuard,
      session,
      clientAddress,
      limits: {
        bodyLimitBytes: config.bodyLimitBytes,
        viewLogPerMinute: config.viewLogRateLimitPerMinute,
        viewCountWindowMs: config.viewCountWindowSeconds * 1000,
        officePreview: officePreviewSettingsOf(config),
        consoleImportMaxRows: config.consoleImportMaxRows,
        consoleExportMaxRows: config.consoleExportMaxRows,
      },
      sessions,
      usage,
      writeLimits,
      publicOrigin: config.publicOrigin,
      guideContent: guideChanges.writer,
      ...clock,
    }),
  );
  // With a unified login, its GET /auth/login (to the provider), callback, sign-out return, back-channel
  // logout and token exchange, before the built-in page's routes.
  if (unifiedLogin) app.route('/auth', unifiedLogin.routes);
  // After the JSON POST /auth/login: the form, its POST /auth/login/form, logout and its CSS.
  app.route(
    '/auth',
    createLoginPageRoutes({
      db,
      tokens,
      loginGuard,
      session,
      clientAddress,
      endProviderSession: unifiedLogin?.signOut,
      providerOrigin,
      ...clock,
    }),
  );
  for (const mount of deps.mounts ?? []) app.route(mount.path, mount.app);
  app.route('/widget', createWidgetRoutes({ dir: config.widgetDir, mountPath: '/widget' }));
  app.route(
    '/',
    createPortalHosting({
      dir: config.portalDir,
      connectSources: config.xfyun ? [new URL(config.xfyunTtsUrl).origin] : [],
      formTargets: providerOrigin ? [providerOrigin] : [],
      firstPicturesOf: firstPicturesOfPage(db),
      renderPage: createPageRenderer({
        modulePath: config.portalRenderer,
        timeoutMs: config.portalRenderTimeoutMs,
        maxConcurrent: config.portalRenderMaxConcurrent,
        log,
      }),
      answerApiCall: (request, env) => Promise.resolve(app.fetch(request, env)),
    }),
  );

  app.notFound((c) => c.json({ code: 404, message: `没有这个接口：${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (isHttpError(error)) return renderAiError(c, error);
    log(`unhandled error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.stack : String(error)}`);
    return c.json({ code: 500, message: '服务器内部错误，请稍后再试' }, 500);
  });
  return { app, config, chat, tokens, loginGuard, store, storage, guideIndex, guideChanges, replies };
}
