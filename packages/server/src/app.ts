import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Kysely } from 'kysely';
import type { AppEnv } from './app-env';
import { requireUser } from './auth/require-user';
import type { TokenService } from './auth/token-service';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { HttpError, isHttpError } from './domain/http-error';
import { hasMalformedPercentEncoding, MALFORMED_PERCENT_ENCODING_MESSAGE } from './domain/percent-encoding';
import { compressJson } from './hosting/compress-json';
import type { LoginGuard } from './portal/login-guard';
import { createAuthRoutes } from './routes/auth-routes';
import { createChatRoutes } from './routes/chat-routes';
import type { ReadClientAddress } from './routes/client-address-reader';
import { createConversationRoutes } from './routes/conversation-routes';
import { createFeedbackRoutes } from './routes/feedback-routes';
import { createMediaRoutes } from './routes/media-routes';
import { createSpeechRoutes } from './routes/speech-routes';
import type { ChatProvider } from './services/chat/chat-provider';
import { createStreamSlots } from './services/chat/stream-slots';
import { createConversationStore } from './services/conversation-store';
import { createFeedbackStore } from './services/feedback-store';
import type { MediaClient } from './services/media/media-client';
import { RateLimiter } from './services/rate-limiter';
import { createVideoJobStore } from './services/video-job-store';

/** A router mounted beside the AI service (the portal API, static hosting). */
export interface AppMount {
  /** Path prefix, e.g. `/resource_api`; `/` for a catch-all such as the built portal (mount it last). */
  path: string;
  // Mounted apps have their own Env and schema types; the parent only routes to them.
  // biome-ignore lint/suspicious/noExplicitAny: any Hono app may be mounted.
  app: Hono<any, any, any>;
}

/** What {@link createApp} needs; `buildAppDeps` in start-server.ts assembles it from the settings. */
export interface AppDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  tokens: TokenService;
  /** Password checks with the lockout, shared by `POST /auth/login`, the login page and the portal API. */
  loginGuard: LoginGuard;
  /** The client address of a request (TRUST_PROXY), for the per-address login limit. */
  clientAddress: ReadClientAddress;
  /** The chat provider the settings chose (guide, openai or spark). */
  chat: ChatProvider;
  /** Undefined when no media key is configured. */
  media: MediaClient | undefined;
  now?: () => Date;
  log?: (message: string) => void;
  /** Further routers, mounted after `/auth` and `/ai` in the given order. */
  mounts?: readonly AppMount[];
}

/** The portal API's family: it has its own envelope, body limits and upload streaming. */
const PORTAL_PREFIX = '/resource_api/';

/**
 * The server as a Hono app, without listening: `/auth/login`, the AI service under `/ai` (SPEC §7), and
 * any further mounts. Tests start it on port 0; main.ts on PORT. Every family outside the portal API has
 * BODY_LIMIT_BYTES, enforced before the body is read; `/ai` and `/auth` refuse malformed percent-escapes.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.error(message));
  const app = new Hono<AppEnv>();

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
  const limitBody = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: () => {
      throw new HttpError(413, `请求体过大：最多 ${config.bodyLimitBytes} 字节`);
    },
  });
  app.use('*', (c, next) => (c.req.path.startsWith(PORTAL_PREFIX) ? next() : limitBody(c, next)));
  const compressing = compressJson(config.jsonCompressionMinBytes);
  app.use('/ai/*', compressing);
  app.use('/resource_api/*', compressing);
  const refuseMalformedUrls: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (hasMalformedPercentEncoding(c.req.url)) throw new HttpError(400, MALFORMED_PERCENT_ENCODING_MESSAGE);
    await next();
  };
  app.use('/auth/*', refuseMalformedUrls);
  app.use('/ai/*', refuseMalformedUrls);

  app.get('/healthz', (c) => c.json({ status: 'ok', provider: deps.chat.name }));

  const conversations = createConversationStore(deps.db, now);
  const feedback = createFeedbackStore(deps.db);
  app.route(
    '/auth',
    createAuthRoutes({ loginGuard: deps.loginGuard, tokens: deps.tokens, clientAddress: deps.clientAddress, now }),
  );

  const ai = new Hono<AppEnv>();
  ai.use('*', requireUser(deps.tokens));
  ai.route('/conversations', createConversationRoutes({ conversations, maxPerUser: config.conversationsMaxPerUser }));
  const { likes, dislikes } = createFeedbackRoutes({ conversations, feedback });
  ai.route('/like-conversations', likes);
  ai.route('/dislike-conversations', dislikes);
  ai.route(
    '/media',
    createMediaRoutes({
      media: deps.media,
      videoJobs: createVideoJobStore(deps.db),
      limiter: new RateLimiter(config.mediaRateLimitPerMinute),
      videoDailyQuota: config.videoDailyQuota,
      now,
    }),
  );
  ai.route('/speech', createSpeechRoutes({ xfyun: config.xfyun, ttsUrl: config.xfyunTtsUrl, now }));
  ai.route(
    '/',
    createChatRoutes({
      provider: deps.chat,
      limiter: new RateLimiter(config.chatRateLimitPerMinute),
      maxMessages: config.chatMaxMessages,
      maxMessageChars: config.chatMaxMessageChars,
      flushIntervalMs: config.chatFlushIntervalMs,
      streams: createStreamSlots(config.chatMaxConcurrentStreamsPerUser),
      maxStreamMs: config.chatStreamMaxSeconds * 1000,
      log,
    }),
  );
  app.route('/ai', ai);

  for (const mount of deps.mounts ?? []) app.route(mount.path, mount.app);

  app.notFound((c) => c.json({ code: 404, message: `没有这个接口：${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (isHttpError(error)) {
      if (error.status === 429 && typeof error.details?.retryAfterSeconds === 'number') {
        c.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      return c.json({ code: error.status, message: error.message, ...error.details }, error.status);
    }
    log(`unhandled error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.stack : String(error)}`);
    return c.json({ code: 500, message: '服务器内部错误，请稍后再试' }, 500);
  });
  return app;
}
