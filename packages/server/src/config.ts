import path from 'node:path';
import { UPLOAD_BUCKET } from '@edu/api-client';
import { z } from 'zod';
import type { AiSettings, XfyunCredentials } from './ai/ai-settings';
import { REASONING_FORMATS } from './ai/chat/reasoning-format';
import { type OidcSettings, oidcSettingSchemas, readOidcSettings } from './auth/oidc/oidc-settings';
import { ConfigError } from './config-error';
import { STORAGE_QUOTA_BYTES_PER_USER, UPLOAD_MAX_BYTES } from './constants';
import { findInvalidProxyEntry, type TrustedProxies } from './http/client-address';
import type { WriteLimitSettings } from './http/write-limits';
import { DEFAULT_PORTAL_DIR, DEFAULT_PORTAL_RENDERER, DEFAULT_WIDGET_DIR } from './package-root';
import type { StorageConfig } from './storage/storage-settings';

export { ConfigError } from './config-error';

/**
 * Settings of the server, read once from the environment by {@link loadConfig}; their defaults are in
 * {@link SETTING_DEFAULTS}.
 */
export interface ServerConfig extends AiSettings {
  /** PORT: TCP port to listen on. */
  port: number;
  /** HOST: interface to bind. */
  host: string;
  /** DATA_DIR: folder for the SQLite file and the generated auth secret. */
  dataDir: string;
  /** DATABASE_URL: a postgres:// URL selects PostgreSQL; unset means SQLite under DATA_DIR. */
  databaseUrl: string | undefined;
  /** SQLITE_JOURNAL_MODE: wal, delete or truncate. */
  sqliteJournalMode: 'wal' | 'delete' | 'truncate';
  /**
   * DEMO_DATA: seed demo users into a new database. Default true for SQLite, false for PostgreSQL and in
   * production (NODE_ENV=production).
   */
  demoData: boolean;
  /**
   * Whether the demo users (known password) may exist: always outside production; in production only with
   * DEMO_DATA=true set explicitly. Start-up refuses a production database that holds them otherwise.
   */
  demoUsersAllowed: boolean;
  /** NODE_ENV=production: the stricter start-up checks above. */
  production: boolean;
  /** ALLOWED_ORIGINS: comma-separated origins allowed by CORS; `*` allows any. */
  allowedOrigins: string[];
  /** AUTH_SECRET: HS256 key for local tokens (≥ 32 chars); generated and kept under DATA_DIR when unset. */
  authSecret: string | undefined;
  /** AUTH_TOKEN_TTL_SECONDS: lifetime of a local login token. */
  authTokenTtlSeconds: number;
  /** AUTH_JWKS_URL: production tokens are verified against this key set as well. */
  authJwksUrl: string | undefined;
  /** AUTH_ISSUER / AUTH_AUDIENCE: required claims of JWKS-verified tokens, when set. */
  authIssuer: string | undefined;
  authAudience: string | undefined;
  /** AUTH_UID_CLAIM: claim holding the user id in tokens (falls back to sub). */
  authUidClaim: string;
  /**
   * The county's unified login (OIDC_* settings): an OpenID Connect provider by OIDC_ISSUER, or a plain
   * OAuth 2.0 one by its endpoints. Undefined = the built-in sign-in page alone (the offline default).
   */
  oidc: OidcSettings | undefined;
  /**
   * COOKIE_SECURE: mark the `edu_token` session cookie `Secure` (sent over HTTPS only): turn it on
   * whenever the site is served over HTTPS.
   */
  cookieSecure: boolean;
  /**
   * TRUST_PROXY: which peers are reverse proxies: their X-Forwarded-For names the client for per-address
   * limits, and their X-Forwarded-Proto / X-Forwarded-Host the scheme and host the browser used (upload
   * addresses, the same-origin rule, the cookie's Secure). false: the socket's address, headers ignored;
   * true trusts the socket's peer; or a list of addresses and CIDR blocks.
   */
  trustProxy: TrustedProxies;
  /**
   * PUBLIC_ORIGIN: the origin browsers reach the site at (`https://edu.county.cn`), used for every absolute
   * URL the server hands out (the local store's upload `postURL`). Unset: a trusted proxy's forwarded origin,
   * else a site path (`/resource_api/storage/upload`); never the request's `Host` header.
   */
  publicOrigin: string | undefined;
  /**
   * HSTS_MAX_AGE_SECONDS: with COOKIE_SECURE, every answer carries `Strict-Transport-Security:
   * max-age=<this>`. 0 sends none.
   */
  hstsMaxAgeSeconds: number;
  /** LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR: failed logins one client address may make per hour. */
  loginAddressMaxFailuresPerHour: number;
  /** BODY_LIMIT_BYTES: largest request body outside uploads. */
  bodyLimitBytes: number;
  /** VIEW_LOG_RATE_LIMIT_PER_MINUTE: anonymous file-view log writes per client address per minute. */
  viewLogRateLimitPerMinute: number;
  /** CONSOLE_IMPORT_MAX_ROWS: rows one teachers' spreadsheet import may hold. */
  consoleImportMaxRows: number;
  /** CONSOLE_EXPORT_MAX_ROWS: rows one console export (people, audit log) may hold. */
  consoleExportMaxRows: number;
  /**
   * The per-user limits of every repeatable write, per minute: COMMENT_RATE_LIMIT_PER_MINUTE,
   * VIEW_LOG_USER_RATE_LIMIT_PER_MINUTE, COLLECTION_RATE_LIMIT_PER_MINUTE, FEEDBACK_RATE_LIMIT_PER_MINUTE,
   * RESEARCH_INTERACTION_RATE_LIMIT_PER_MINUTE, MESSAGE_READ_RATE_LIMIT_PER_MINUTE,
   * UPLOAD_RATE_LIMIT_PER_MINUTE, CONVERSATION_WRITE_RATE_LIMIT_PER_MINUTE, EDIT_RATE_LIMIT_PER_MINUTE.
   */
  writeLimits: WriteLimitSettings;
  /**
   * VIEW_COUNT_WINDOW_SECONDS: a view counts once per viewer (user, or client address) and item within
   * one such window.
   */
  viewCountWindowSeconds: number;
  /**
   * JSON_COMPRESSION_MIN_BYTES: JSON answers of /ai and /resource_api this large or larger are sent
   * gzip-compressed to clients that accept it; streams and downloads are never compressed.
   */
  jsonCompressionMinBytes: number;
  /**
   * File storage of the portal: S3_ENDPOINT (unset = local disk under DATA_DIR/files), S3_REGION,
   * S3_BUCKET, S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (required with an endpoint), STORAGE_SECRET (local
   * signing key, ≥ 32 chars; derived from the auth secret when unset), UPLOAD_MAX_BYTES,
   * STORAGE_QUOTA_BYTES_PER_USER.
   */
  storage: StorageConfig;
  /** OFFICE_PREVIEW_MAX_BYTES: most bytes inflated from one office file for its preview. */
  officePreviewMaxBytes: number;
  /** OFFICE_PREVIEW_CACHE_ENTRIES: office previews kept built in memory; 0 keeps none. */
  officePreviewCacheEntries: number;
  /** OFFICE_PREVIEW_CACHE_BYTES: most bytes of built previews kept in memory. */
  officePreviewCacheBytes: number;
  /** OFFICE_PREVIEW_MAX_TEXT_CHARS: most characters of text one preview shows. */
  officePreviewMaxTextChars: number;
  /** OFFICE_PREVIEW_MAX_MS: longest one preview may take to build; past it, what was read is shown. */
  officePreviewMaxMs: number;
  /** OFFICE_PREVIEW_MAX_CONCURRENT: previews built at once at most; the next ones wait. */
  officePreviewMaxConcurrent: number;
  /** OFFICE_PREVIEW_MAX_QUEUED: previews waiting for a build at most; beyond, 503. */
  officePreviewMaxQueued: number;
  /** WIDGET_DIR: folder served at /widget/ (the widget package's standalone build by default). */
  widgetDir: string;
  /** PORTAL_DIR: the built portal served at `/` (the portal package's build by default). */
  portalDir: string;
  /**
   * PORTAL_RENDERER: the portal's server render module, which draws a page's first screen into its HTML.
   * Without the file (the portal package's server build by default), pages are served unrendered (the app
   * draws them in the browser).
   */
  portalRenderer: string;
  /**
   * PORTAL_RENDER_TIMEOUT_MS: how long a page's server render may take before the page is sent
   * unrendered instead; 0 turns server rendering off.
   */
  portalRenderTimeoutMs: number;
  /**
   * PORTAL_RENDER_MAX_CONCURRENT: server renders under way at once at most; a page asked for beyond it is
   * sent unrendered.
   */
  portalRenderMaxConcurrent: number;
}

const integer = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'expected a whole number').transform(Number).pipe(z.number().int().min(min).max(max));
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });
const wsUrl = z.url({ protocol: /^wss?$/, error: 'expected a ws(s) URL' });
const boolean = z.enum(['true', 'false', '1', '0', 'yes', 'no'], 'expected true or false').transform((value) => {
  return value === 'true' || value === '1' || value === 'yes';
});
const nonBlank = z.string().trim().min(1, 'must not be blank');
const PROXY_LIST_HINT = 'expected true, false, or a comma-separated list of proxy addresses and CIDR blocks';
const trustedProxies = z.string().transform((value, context): TrustedProxies => {
  const lower = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = findInvalidProxyEntry(entries);
  if (entries.length === 0 || bad !== undefined) {
    context.addIssue({ code: 'custom', message: `${PROXY_LIST_HINT} (not an address: ${bad ?? value})` });
    return z.NEVER;
  }
  return entries;
});

/** Each setting's validator; absent and empty variables are treated alike as "unset". */
const settingSchemas = {
  PORT: integer(0, 65_535),
  HOST: nonBlank,
  DATA_DIR: nonBlank,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' }),
  SQLITE_JOURNAL_MODE: z.enum(['wal', 'delete', 'truncate']),
  DEMO_DATA: boolean,
  NODE_ENV: nonBlank,
  ALLOWED_ORIGINS: z.string(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  AUTH_TOKEN_TTL_SECONDS: integer(60, 31_536_000),
  AUTH_JWKS_URL: httpUrl,
  AUTH_ISSUER: nonBlank,
  AUTH_AUDIENCE: nonBlank,
  AUTH_UID_CLAIM: nonBlank,
  COOKIE_SECURE: boolean,
  TRUST_PROXY: trustedProxies,
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'expected the site origin, e.g. https://edu.county.cn' })
    // The URL check does not stop the refinement: a value it refused must not throw here.
    .refine((value) => URL.canParse(value) && new URL(value).pathname === '/' && !/[?#]/.test(value), {
      message: 'expected an origin without a path',
    }),
  HSTS_MAX_AGE_SECONDS: integer(0, 63_072_000),
  LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR: integer(1, 1_000_000),
  AI_PROVIDER: z.enum(['guide', 'openai', 'spark']),
  AI_BASE_URL: httpUrl,
  AI_API_KEY: nonBlank,
  AI_CHAT_MODEL: nonBlank,
  AI_REASONING_MODEL: nonBlank,
  AI_TIMEOUT_MS: integer(100, 600_000),
  AI_REASONING_FORMAT: z.enum(REASONING_FORMATS, `expected one of ${REASONING_FORMATS.join(', ')}`),
  SPARK_URL: wsUrl,
  SPARK_DOMAIN: nonBlank,
  SPARK_APP_ID: nonBlank,
  SPARK_API_KEY: nonBlank,
  SPARK_API_SECRET: nonBlank,
  MEDIA_BASE_URL: httpUrl,
  MEDIA_API_KEY: nonBlank,
  MEDIA_IMAGE_MODEL: nonBlank,
  MEDIA_IMAGE_SIZE: z.string().regex(/^\d{2,4}x\d{2,4}$/, 'expected <width>x<height>'),
  MEDIA_VIDEO_MODEL: nonBlank,
  MEDIA_VIDEO_SIZE: z.enum(['1280x720', '720x1280', '960x960']),
  MEDIA_TIMEOUT_MS: integer(100, 600_000),
  MEDIA_IMAGE_MAX_BYTES: integer(1024, 209_715_200),
  // Below 4 GiB: the labelled MP4's boxes keep 32-bit sizes (add-mp4-xmp-box.ts).
  MEDIA_VIDEO_MAX_BYTES: integer(1024, 1_073_741_824),
  // Below the clients' 15 s time-out of one JSON call (AI_JSON_TIMEOUT_MS), so a poll is never cut off.
  MEDIA_VIDEO_LABEL_WAIT_MS: integer(0, 12_000),
  MEDIA_VIDEO_LABEL_ATTEMPTS: integer(1, 20),
  AIGC_PROPAGATOR: nonBlank,
  FFMPEG_PATH: nonBlank,
  FFMPEG_FONT_FILE: nonBlank,
  FFMPEG_TIMEOUT_MS: integer(1000, 3_600_000),
  FFMPEG_MAX_CONCURRENT: integer(1, 64),
  MODERATION_URL: httpUrl,
  MODERATION_TIMEOUT_MS: integer(100, 60_000),
  VIDEO_DAILY_QUOTA: integer(0, 10_000),
  XFYUN_APP_ID: nonBlank,
  XFYUN_API_KEY: nonBlank,
  XFYUN_API_SECRET: nonBlank,
  XFYUN_TTS_URL: wsUrl,
  CHAT_RATE_LIMIT_PER_MINUTE: integer(1, 100_000),
  MEDIA_RATE_LIMIT_PER_MINUTE: integer(1, 100_000),
  BODY_LIMIT_BYTES: integer(1_024, 104_857_600),
  CONVERSATIONS_MAX_PER_USER: integer(1, 1_000_000),
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: integer(1, 1_000),
  CHAT_STREAM_MAX_SECONDS: integer(1, 86_400),
  CHAT_REPLY_RETENTION_SECONDS: integer(10, 604_800),
  CHAT_REPLY_OWNER_TIMEOUT_SECONDS: integer(2, 3_600),
  CHAT_REPLY_POLL_INTERVAL_MS: integer(20, 10_000),
  CHAT_REPLY_STORE_INTERVAL_MS: integer(10, 10_000),
  VIEW_LOG_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  CONSOLE_IMPORT_MAX_ROWS: integer(1, 5_000),
  CONSOLE_EXPORT_MAX_ROWS: integer(1, 1_000_000),
  COMMENT_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  VIEW_LOG_USER_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  COLLECTION_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  FEEDBACK_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  RESEARCH_INTERACTION_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  MESSAGE_READ_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  UPLOAD_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  CONVERSATION_WRITE_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  EDIT_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000),
  VIEW_COUNT_WINDOW_SECONDS: integer(1, 31_536_000),
  CHAT_MAX_MESSAGES: integer(1, 10_000),
  CHAT_MAX_MESSAGE_CHARS: integer(1, 1_000_000),
  CHAT_FLUSH_INTERVAL_MS: integer(0, 1_000),
  JSON_COMPRESSION_MIN_BYTES: integer(0, 104_857_600),
  S3_ENDPOINT: httpUrl,
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,32}$/, 'expected a region name such as us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name (3-63 of a-z 0-9 . -)'),
  S3_ACCESS_KEY_ID: nonBlank,
  S3_SECRET_ACCESS_KEY: nonBlank,
  STORAGE_SECRET: z.string().min(32, 'must be at least 32 characters'),
  UPLOAD_MAX_BYTES: integer(1, 5 * 1024 ** 3),
  STORAGE_QUOTA_BYTES_PER_USER: integer(1, 1024 ** 4),
  OFFICE_PREVIEW_MAX_BYTES: integer(65_536, 268_435_456),
  OFFICE_PREVIEW_CACHE_ENTRIES: integer(0, 100_000),
  OFFICE_PREVIEW_CACHE_BYTES: integer(0, 4 * 1024 ** 3),
  OFFICE_PREVIEW_MAX_TEXT_CHARS: integer(1_000, 100_000_000),
  OFFICE_PREVIEW_MAX_MS: integer(100, 600_000),
  OFFICE_PREVIEW_MAX_CONCURRENT: integer(1, 1_000),
  OFFICE_PREVIEW_MAX_QUEUED: integer(0, 100_000),
  WIDGET_DIR: nonBlank,
  PORTAL_DIR: nonBlank,
  PORTAL_RENDERER: nonBlank,
  PORTAL_RENDER_TIMEOUT_MS: integer(0, 60_000),
  PORTAL_RENDER_MAX_CONCURRENT: integer(1, 10_000),
  ...oidcSettingSchemas,
} as const;

type SettingName = keyof typeof settingSchemas;
type SettingValue<N extends SettingName> = z.output<(typeof settingSchemas)[N]>;

/**
 * Every setting's default where it has a fixed one, stated here only (the doc comments of {@link ServerConfig}
 * do not repeat them; the server README's settings table shows them). Settings whose default follows from
 * others (AI_PROVIDER, DEMO_DATA, MEDIA_BASE_URL, MEDIA_API_KEY, SPARK_*) say so where they are read.
 */
export const SETTING_DEFAULTS = {
  PORT: 8080,
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  SQLITE_JOURNAL_MODE: 'wal',
  ALLOWED_ORIGINS: '',
  AUTH_TOKEN_TTL_SECONDS: 43_200,
  AUTH_UID_CLAIM: 'uid',
  COOKIE_SECURE: false,
  TRUST_PROXY: false,
  HSTS_MAX_AGE_SECONDS: 31_536_000,
  LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR: 100,
  AI_CHAT_MODEL: 'Qwen/Qwen2.5-7B-Instruct',
  AI_REASONING_MODEL: 'deepseek-ai/DeepSeek-R1',
  AI_TIMEOUT_MS: 60_000,
  AI_REASONING_FORMAT: 'auto',
  SPARK_URL: 'wss://spark-api.xf-yun.com/v3.5/chat',
  SPARK_DOMAIN: 'generalv3.5',
  MEDIA_IMAGE_MODEL: 'Kwai-Kolors/Kolors',
  MEDIA_IMAGE_SIZE: '1024x1024',
  MEDIA_VIDEO_MODEL: 'Wan-AI/Wan2.2-T2V-A14B',
  MEDIA_VIDEO_SIZE: '1280x720',
  MEDIA_TIMEOUT_MS: 120_000,
  MEDIA_IMAGE_MAX_BYTES: 20_971_520,
  MEDIA_VIDEO_MAX_BYTES: 104_857_600,
  MEDIA_VIDEO_LABEL_WAIT_MS: 8000,
  MEDIA_VIDEO_LABEL_ATTEMPTS: 3,
  AIGC_PROPAGATOR: '叶县教育公共服务平台',
  FFMPEG_TIMEOUT_MS: 300_000,
  FFMPEG_MAX_CONCURRENT: 1,
  MODERATION_TIMEOUT_MS: 3000,
  VIDEO_DAILY_QUOTA: 3,
  XFYUN_TTS_URL: 'wss://tts-api.xfyun.cn/v2/tts',
  CHAT_RATE_LIMIT_PER_MINUTE: 20,
  MEDIA_RATE_LIMIT_PER_MINUTE: 5,
  BODY_LIMIT_BYTES: 1_048_576,
  CONVERSATIONS_MAX_PER_USER: 500,
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: 3,
  CHAT_STREAM_MAX_SECONDS: 600,
  CHAT_REPLY_RETENTION_SECONDS: 900,
  CHAT_REPLY_OWNER_TIMEOUT_SECONDS: 15,
  CHAT_REPLY_POLL_INTERVAL_MS: 250,
  CHAT_REPLY_STORE_INTERVAL_MS: 250,
  VIEW_LOG_RATE_LIMIT_PER_MINUTE: 60,
  CONSOLE_IMPORT_MAX_ROWS: 2_000,
  CONSOLE_EXPORT_MAX_ROWS: 10_000,
  COMMENT_RATE_LIMIT_PER_MINUTE: 10,
  VIEW_LOG_USER_RATE_LIMIT_PER_MINUTE: 60,
  COLLECTION_RATE_LIMIT_PER_MINUTE: 30,
  FEEDBACK_RATE_LIMIT_PER_MINUTE: 30,
  RESEARCH_INTERACTION_RATE_LIMIT_PER_MINUTE: 30,
  MESSAGE_READ_RATE_LIMIT_PER_MINUTE: 120,
  UPLOAD_RATE_LIMIT_PER_MINUTE: 20,
  CONVERSATION_WRITE_RATE_LIMIT_PER_MINUTE: 60,
  EDIT_RATE_LIMIT_PER_MINUTE: 30,
  VIEW_COUNT_WINDOW_SECONDS: 3600,
  CHAT_MAX_MESSAGES: 100,
  CHAT_MAX_MESSAGE_CHARS: 8_000,
  CHAT_FLUSH_INTERVAL_MS: 33,
  JSON_COMPRESSION_MIN_BYTES: 1024,
  OFFICE_PREVIEW_MAX_BYTES: 16_777_216,
  OFFICE_PREVIEW_CACHE_ENTRIES: 200,
  OFFICE_PREVIEW_CACHE_BYTES: 33_554_432,
  OFFICE_PREVIEW_MAX_TEXT_CHARS: 200_000,
  OFFICE_PREVIEW_MAX_MS: 3000,
  OFFICE_PREVIEW_MAX_CONCURRENT: 2,
  OFFICE_PREVIEW_MAX_QUEUED: 32,
  WIDGET_DIR: DEFAULT_WIDGET_DIR,
  PORTAL_DIR: DEFAULT_PORTAL_DIR,
  PORTAL_RENDERER: DEFAULT_PORTAL_RENDERER,
  PORTAL_RENDER_TIMEOUT_MS: 1000,
  PORTAL_RENDER_MAX_CONCURRENT: 16,
  S3_REGION: 'us-east-1',
  S3_BUCKET: UPLOAD_BUCKET,
  UPLOAD_MAX_BYTES: UPLOAD_MAX_BYTES,
  STORAGE_QUOTA_BYTES_PER_USER: STORAGE_QUOTA_BYTES_PER_USER,
  AI_BASE_URL: 'https://api.siliconflow.cn/v1',
} as const satisfies { [N in SettingName]?: SettingValue<N> };

type DefaultedSetting = keyof typeof SETTING_DEFAULTS;

/** Names of every setting {@link loadConfig} reads (the README documents each). */
export const SETTING_NAMES = Object.keys(settingSchemas) as SettingName[];

/**
 * Reads and validates the settings once. A bad value throws {@link ConfigError} naming the setting,
 * so start-up stops with a message a county administrator can act on.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const read = <N extends SettingName>(name: N): SettingValue<N> | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    const result = settingSchemas[name].safeParse(raw);
    if (!result.success) throw new ConfigError(name, result.error.issues[0]?.message ?? 'invalid value');
    return result.data as SettingValue<N>;
  };
  // `satisfies` above checks each default against its setting's type; TypeScript cannot see that through N.
  const setting = <N extends DefaultedSetting>(name: N): SettingValue<N> =>
    read(name) ?? (SETTING_DEFAULTS[name] as SettingValue<N>);

  const databaseUrl = read('DATABASE_URL');
  const aiApiKey = read('AI_API_KEY');
  const chosenAiBaseUrl = read('AI_BASE_URL');
  const aiBaseUrl = chosenAiBaseUrl ?? SETTING_DEFAULTS.AI_BASE_URL;
  const xfyun = readCredentials('XFYUN', read('XFYUN_APP_ID'), read('XFYUN_API_KEY'), read('XFYUN_API_SECRET'));
  const spark =
    readCredentials('SPARK', read('SPARK_APP_ID'), read('SPARK_API_KEY'), read('SPARK_API_SECRET')) ?? xfyun;
  const aiProvider = read('AI_PROVIDER') ?? (aiApiKey ? 'openai' : 'guide');
  const production = read('NODE_ENV') === 'production';
  const demoDataSetting = read('DEMO_DATA');
  const authJwksUrl = read('AUTH_JWKS_URL');
  const authAudience = read('AUTH_AUDIENCE');
  if (authJwksUrl && !authAudience) {
    // Without an audience, any token the login service signs for any other application would be accepted.
    throw new ConfigError(
      'AUTH_AUDIENCE',
      'AUTH_JWKS_URL needs AUTH_AUDIENCE (the audience our tokens are issued for)',
    );
  }
  // The hosted default always needs a key; a model server the county names itself (Ollama, vLLM,
  // llama.cpp, LM Studio, on this machine or another) commonly runs without one.
  if (aiProvider === 'openai' && !aiApiKey && !chosenAiBaseUrl) {
    throw new ConfigError(
      'AI_API_KEY',
      'AI_PROVIDER=openai needs AI_API_KEY (or an AI_BASE_URL of your own model server)',
    );
  }
  if (aiProvider === 'spark' && !spark) {
    throw new ConfigError('SPARK_APP_ID', 'AI_PROVIDER=spark needs SPARK_* or XFYUN_* app id, key and secret');
  }

  return {
    port: setting('PORT'),
    host: setting('HOST'),
    dataDir: path.resolve(setting('DATA_DIR')),
    databaseUrl,
    sqliteJournalMode: setting('SQLITE_JOURNAL_MODE'),
    demoData: demoDataSetting ?? (databaseUrl === undefined && !production),
    demoUsersAllowed: !production || demoDataSetting === true,
    production,
    allowedOrigins: setting('ALLOWED_ORIGINS')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin.length > 0),
    authSecret: read('AUTH_SECRET'),
    authTokenTtlSeconds: setting('AUTH_TOKEN_TTL_SECONDS'),
    authJwksUrl,
    authIssuer: read('AUTH_ISSUER'),
    authAudience,
    authUidClaim: setting('AUTH_UID_CLAIM'),
    oidc: readOidcSettings(read),
    cookieSecure: setting('COOKIE_SECURE'),
    trustProxy: setting('TRUST_PROXY'),
    publicOrigin: readOrigin(read('PUBLIC_ORIGIN')),
    hstsMaxAgeSeconds: setting('HSTS_MAX_AGE_SECONDS'),
    loginAddressMaxFailuresPerHour: setting('LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR'),
    aiProvider,
    aiBaseUrl: aiBaseUrl.replace(/\/+$/, ''),
    aiApiKey,
    aiChatModel: setting('AI_CHAT_MODEL'),
    aiReasoningModel: setting('AI_REASONING_MODEL'),
    aiTimeoutMs: setting('AI_TIMEOUT_MS'),
    aiReasoningFormat: setting('AI_REASONING_FORMAT'),
    sparkUrl: setting('SPARK_URL'),
    sparkDomain: setting('SPARK_DOMAIN'),
    spark,
    mediaBaseUrl: (read('MEDIA_BASE_URL') ?? aiBaseUrl).replace(/\/+$/, ''),
    mediaApiKey: read('MEDIA_API_KEY') ?? aiApiKey,
    mediaImageModel: setting('MEDIA_IMAGE_MODEL'),
    mediaImageSize: setting('MEDIA_IMAGE_SIZE'),
    mediaVideoModel: setting('MEDIA_VIDEO_MODEL'),
    mediaVideoSize: setting('MEDIA_VIDEO_SIZE'),
    mediaTimeoutMs: setting('MEDIA_TIMEOUT_MS'),
    mediaImageMaxBytes: setting('MEDIA_IMAGE_MAX_BYTES'),
    mediaVideoMaxBytes: setting('MEDIA_VIDEO_MAX_BYTES'),
    mediaVideoLabelWaitMs: setting('MEDIA_VIDEO_LABEL_WAIT_MS'),
    mediaVideoLabelAttempts: setting('MEDIA_VIDEO_LABEL_ATTEMPTS'),
    aigcPropagator: setting('AIGC_PROPAGATOR'),
    ffmpegPath: read('FFMPEG_PATH'),
    ffmpegFontFile: read('FFMPEG_FONT_FILE'),
    ffmpegTimeoutMs: setting('FFMPEG_TIMEOUT_MS'),
    ffmpegMaxConcurrent: setting('FFMPEG_MAX_CONCURRENT'),
    moderationUrl: read('MODERATION_URL'),
    moderationTimeoutMs: setting('MODERATION_TIMEOUT_MS'),
    videoDailyQuota: setting('VIDEO_DAILY_QUOTA'),
    xfyun,
    xfyunTtsUrl: setting('XFYUN_TTS_URL'),
    chatRateLimitPerMinute: setting('CHAT_RATE_LIMIT_PER_MINUTE'),
    mediaRateLimitPerMinute: setting('MEDIA_RATE_LIMIT_PER_MINUTE'),
    bodyLimitBytes: setting('BODY_LIMIT_BYTES'),
    conversationsMaxPerUser: setting('CONVERSATIONS_MAX_PER_USER'),
    chatMaxConcurrentStreamsPerUser: setting('CHAT_MAX_CONCURRENT_STREAMS_PER_USER'),
    chatStreamMaxSeconds: setting('CHAT_STREAM_MAX_SECONDS'),
    chatReplyRetentionSeconds: setting('CHAT_REPLY_RETENTION_SECONDS'),
    chatReplyOwnerTimeoutSeconds: setting('CHAT_REPLY_OWNER_TIMEOUT_SECONDS'),
    chatReplyStoreIntervalMs: setting('CHAT_REPLY_STORE_INTERVAL_MS'),
    chatReplyPollIntervalMs: setting('CHAT_REPLY_POLL_INTERVAL_MS'),
    viewLogRateLimitPerMinute: setting('VIEW_LOG_RATE_LIMIT_PER_MINUTE'),
    consoleImportMaxRows: setting('CONSOLE_IMPORT_MAX_ROWS'),
    consoleExportMaxRows: setting('CONSOLE_EXPORT_MAX_ROWS'),
    writeLimits: {
      comment: setting('COMMENT_RATE_LIMIT_PER_MINUTE'),
      viewLog: setting('VIEW_LOG_USER_RATE_LIMIT_PER_MINUTE'),
      collection: setting('COLLECTION_RATE_LIMIT_PER_MINUTE'),
      feedback: setting('FEEDBACK_RATE_LIMIT_PER_MINUTE'),
      researchInteraction: setting('RESEARCH_INTERACTION_RATE_LIMIT_PER_MINUTE'),
      messageRead: setting('MESSAGE_READ_RATE_LIMIT_PER_MINUTE'),
      upload: setting('UPLOAD_RATE_LIMIT_PER_MINUTE'),
      conversation: setting('CONVERSATION_WRITE_RATE_LIMIT_PER_MINUTE'),
      edit: setting('EDIT_RATE_LIMIT_PER_MINUTE'),
    },
    viewCountWindowSeconds: setting('VIEW_COUNT_WINDOW_SECONDS'),
    chatMaxMessages: setting('CHAT_MAX_MESSAGES'),
    chatMaxMessageChars: setting('CHAT_MAX_MESSAGE_CHARS'),
    chatFlushIntervalMs: setting('CHAT_FLUSH_INTERVAL_MS'),
    jsonCompressionMinBytes: setting('JSON_COMPRESSION_MIN_BYTES'),
    storage: readStorage(read, setting),
    officePreviewMaxBytes: setting('OFFICE_PREVIEW_MAX_BYTES'),
    officePreviewCacheEntries: setting('OFFICE_PREVIEW_CACHE_ENTRIES'),
    officePreviewCacheBytes: setting('OFFICE_PREVIEW_CACHE_BYTES'),
    officePreviewMaxTextChars: setting('OFFICE_PREVIEW_MAX_TEXT_CHARS'),
    officePreviewMaxMs: setting('OFFICE_PREVIEW_MAX_MS'),
    officePreviewMaxConcurrent: setting('OFFICE_PREVIEW_MAX_CONCURRENT'),
    officePreviewMaxQueued: setting('OFFICE_PREVIEW_MAX_QUEUED'),
    widgetDir: path.resolve(setting('WIDGET_DIR')),
    portalDir: path.resolve(setting('PORTAL_DIR')),
    portalRenderer: path.resolve(setting('PORTAL_RENDERER')),
    portalRenderTimeoutMs: setting('PORTAL_RENDER_TIMEOUT_MS'),
    portalRenderMaxConcurrent: setting('PORTAL_RENDER_MAX_CONCURRENT'),
  };
}

/** An origin setting as the browser writes it: scheme, host and port, no trailing slash. */
function readOrigin(value: string | undefined): string | undefined {
  return value === undefined ? undefined : new URL(value).origin;
}

/** The portal's file storage: the local disk store, or a real S3-compatible store with an endpoint. */
function readStorage(
  read: <N extends SettingName>(name: N) => SettingValue<N> | undefined,
  setting: <N extends DefaultedSetting>(name: N) => SettingValue<N>,
): StorageConfig {
  const region = setting('S3_REGION');
  const bucket = setting('S3_BUCKET');
  const maxUploadBytes = setting('UPLOAD_MAX_BYTES');
  const quotaBytesPerUser = setting('STORAGE_QUOTA_BYTES_PER_USER');
  const endpoint = read('S3_ENDPOINT');
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if (!endpoint) {
    return {
      mode: 'local',
      secret: read('STORAGE_SECRET'),
      region,
      accessKeyId: 'edu-local',
      bucket,
      maxUploadBytes,
      quotaBytesPerUser,
    };
  }
  if (!accessKeyId) throw new ConfigError('S3_ACCESS_KEY_ID', 'S3_ENDPOINT needs S3_ACCESS_KEY_ID');
  if (!secretAccessKey) throw new ConfigError('S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT needs S3_SECRET_ACCESS_KEY');
  return {
    mode: 's3',
    endpoint: endpoint.replace(/\/+$/, ''),
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    maxUploadBytes,
    quotaBytesPerUser,
  };
}

/** Credentials come as a set of three: a partial set is a mistake worth stopping for. */
function readCredentials(
  prefix: 'XFYUN' | 'SPARK',
  appId: string | undefined,
  apiKey: string | undefined,
  apiSecret: string | undefined,
): XfyunCredentials | undefined {
  if (!appId && !apiKey && !apiSecret) return undefined;
  if (!appId) throw new ConfigError(`${prefix}_APP_ID`, `missing while ${prefix}_API_KEY/${prefix}_API_SECRET are set`);
  if (!apiKey) throw new ConfigError(`${prefix}_API_KEY`, `missing while ${prefix}_APP_ID is set`);
  if (!apiSecret) throw new ConfigError(`${prefix}_API_SECRET`, `missing while ${prefix}_APP_ID is set`);
  return { appId, apiKey, apiSecret };
}
