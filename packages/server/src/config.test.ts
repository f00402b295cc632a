import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_DEFAULTS } from './config';
import { resolveStorageSettings } from './storage/storage-settings';

describe('loadConfig', () => {
  it('has working defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      sqliteJournalMode: 'wal',
      demoData: true,
      allowedOrigins: [],
      aiProvider: 'guide',
      aiBaseUrl: 'https://api.siliconflow.cn/v1',
      aiChatModel: 'Qwen/Qwen2.5-7B-Instruct',
      aiReasoningModel: 'deepseek-ai/DeepSeek-R1',
      aiReasoningFormat: 'auto',
      mediaApiKey: undefined,
      videoDailyQuota: 3,
      xfyun: undefined,
      chatRateLimitPerMinute: 20,
      mediaRateLimitPerMinute: 5,
      bodyLimitBytes: 1_048_576,
      chatMaxMessages: 100,
      chatMaxMessageChars: 8_000,
      chatFlushIntervalMs: 33,
      jsonCompressionMinBytes: 1024,
      demoUsersAllowed: true,
      production: false,
      cookieSecure: false,
      trustProxy: false,
      loginAddressMaxFailuresPerHour: 100,
      conversationsMaxPerUser: 500,
      chatMaxConcurrentStreamsPerUser: 3,
      chatStreamMaxSeconds: 600,
      viewLogRateLimitPerMinute: 60,
      officePreviewMaxBytes: 16_777_216,
      officePreviewCacheEntries: 200,
      officePreviewCacheBytes: 33_554_432,
      officePreviewMaxTextChars: 200_000,
      officePreviewMaxMs: 3000,
      officePreviewMaxConcurrent: 2,
      officePreviewMaxQueued: 32,
      publicOrigin: undefined,
      hstsMaxAgeSeconds: 31_536_000,
      viewCountWindowSeconds: 3600,
      writeLimits: {
        comment: 10,
        viewLog: 60,
        collection: 30,
        feedback: 30,
        researchInteraction: 30,
        messageRead: 120,
        upload: 20,
        conversation: 60,
        edit: 30,
      },
    });
  });

  it('reads PUBLIC_ORIGIN as the origin a browser writes, and every write limit from its own setting', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'HTTPS://Edu.Yexian.gov.cn:443/' }).publicOrigin).toBe(
      'https://edu.yexian.gov.cn',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).publicOrigin).toBe('http://10.0.0.5:8080');
    expect(
      loadConfig({ COMMENT_RATE_LIMIT_PER_MINUTE: '4', EDIT_RATE_LIMIT_PER_MINUTE: '7' }).writeLimits,
    ).toMatchObject({
      comment: 4,
      edit: 7,
    });
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8 , ::1 ', ['10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('in production seeds no demo users unless DEMO_DATA=true is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ demoData: false, demoUsersAllowed: false });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'false' }).demoUsersAllowed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toMatchObject({
      demoData: true,
      demoUsersAllowed: true,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).demoUsersAllowed).toBe(true);
  });

  it('requires an audience with a JWKS URL', () => {
    expect(() => loadConfig({ AUTH_JWKS_URL: 'https://login.example.cn/jwks.json' })).toThrow(
      /^Invalid setting AUTH_AUDIENCE: AUTH_JWKS_URL needs AUTH_AUDIENCE/,
    );
    expect(
      loadConfig({ AUTH_JWKS_URL: 'https://login.example.cn/jwks.json', AUTH_AUDIENCE: 'edu-platform' }).authAudience,
    ).toBe('edu-platform');
  });

  it('picks openai when a key is set and shares the key with media', () => {
    const config = loadConfig({ AI_API_KEY: 'sk-1', AI_BASE_URL: 'https://api.deepseek.com/v1/' });
    expect(config.aiProvider).toBe('openai');
    expect(config.aiBaseUrl).toBe('https://api.deepseek.com/v1');
    expect(config.mediaApiKey).toBe('sk-1');
    expect(config.mediaBaseUrl).toBe('https://api.deepseek.com/v1');
  });

  it('runs keyless against a model server the county names, on this machine or another', () => {
    for (const url of ['http://127.0.0.1:11434/v1', 'http://10.0.0.5:11434/v1', 'https://llm.county.example/v1']) {
      const config = loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: url });
      expect(config.aiProvider).toBe('openai');
      expect(config.aiApiKey).toBeUndefined();
    }
  });

  it.each(['auto', 'field', 'think-tags', 'none'])('accepts AI_REASONING_FORMAT=%s', (format) => {
    expect(loadConfig({ AI_REASONING_FORMAT: format }).aiReasoningFormat).toBe(format);
  });

  it('lets Spark fall back to the xfyun credentials and splits the origin list', () => {
    const config = loadConfig({
      AI_PROVIDER: 'spark',
      XFYUN_APP_ID: 'a',
      XFYUN_API_KEY: 'k',
      XFYUN_API_SECRET: 's',
      ALLOWED_ORIGINS: 'https://a.cn/, https://b.cn ,',
    });
    expect(config.spark).toEqual({ appId: 'a', apiKey: 'k', apiSecret: 's' });
    expect(config.allowedOrigins).toEqual(['https://a.cn', 'https://b.cn']);
  });

  it.each([
    { env: { PORT: 'eighty' }, setting: 'PORT' },
    { env: { PORT: '70000' }, setting: 'PORT' },
    { env: { DATABASE_URL: 'mysql://localhost/db' }, setting: 'DATABASE_URL' },
    { env: { AUTH_SECRET: 'short' }, setting: 'AUTH_SECRET' },
    { env: { AI_PROVIDER: 'gpt' }, setting: 'AI_PROVIDER' },
    { env: { AI_PROVIDER: 'openai' }, setting: 'AI_API_KEY' },
    { env: { AI_PROVIDER: 'spark' }, setting: 'SPARK_APP_ID' },
    { env: { AI_BASE_URL: 'ftp://x' }, setting: 'AI_BASE_URL' },
    { env: { AI_REASONING_FORMAT: 'think' }, setting: 'AI_REASONING_FORMAT' },
    { env: { DEMO_DATA: 'maybe' }, setting: 'DEMO_DATA' },
    { env: { XFYUN_APP_ID: 'a' }, setting: 'XFYUN_API_KEY' },
    { env: { MEDIA_VIDEO_SIZE: '100x100' }, setting: 'MEDIA_VIDEO_SIZE' },
    { env: { MEDIA_VIDEO_MAX_BYTES: '2147483648' }, setting: 'MEDIA_VIDEO_MAX_BYTES' },
    { env: { FFMPEG_MAX_CONCURRENT: '0' }, setting: 'FFMPEG_MAX_CONCURRENT' },
    { env: { MEDIA_VIDEO_LABEL_WAIT_MS: '15000' }, setting: 'MEDIA_VIDEO_LABEL_WAIT_MS' },
    { env: { MEDIA_VIDEO_LABEL_ATTEMPTS: '0' }, setting: 'MEDIA_VIDEO_LABEL_ATTEMPTS' },
    { env: { FFMPEG_TIMEOUT_MS: '5' }, setting: 'FFMPEG_TIMEOUT_MS' },
    { env: { BODY_LIMIT_BYTES: '10' }, setting: 'BODY_LIMIT_BYTES' },
    { env: { CHAT_RATE_LIMIT_PER_MINUTE: '0' }, setting: 'CHAT_RATE_LIMIT_PER_MINUTE' },
    { env: { SQLITE_JOURNAL_MODE: 'memory' }, setting: 'SQLITE_JOURNAL_MODE' },
    { env: { S3_ENDPOINT: 'minio:9000' }, setting: 'S3_ENDPOINT' },
    { env: { S3_ENDPOINT: 'https://minio.example' }, setting: 'S3_ACCESS_KEY_ID' },
    { env: { S3_ENDPOINT: 'https://minio.example', S3_ACCESS_KEY_ID: 'a' }, setting: 'S3_SECRET_ACCESS_KEY' },
    { env: { S3_BUCKET: 'Resource Files' }, setting: 'S3_BUCKET' },
    { env: { S3_REGION: 'Hubei 1' }, setting: 'S3_REGION' },
    { env: { STORAGE_SECRET: 'short' }, setting: 'STORAGE_SECRET' },
    { env: { UPLOAD_MAX_BYTES: '-5' }, setting: 'UPLOAD_MAX_BYTES' },
    { env: { UPLOAD_MAX_BYTES: '0' }, setting: 'UPLOAD_MAX_BYTES' },
    { env: { COOKIE_SECURE: 'on' }, setting: 'COOKIE_SECURE' },
    { env: { TRUST_PROXY: 'nginx' }, setting: 'TRUST_PROXY' },
    { env: { TRUST_PROXY: '10.0.0.0/40' }, setting: 'TRUST_PROXY' },
    { env: { TRUST_PROXY: ',' }, setting: 'TRUST_PROXY' },
    { env: { LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR: '0' }, setting: 'LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR' },
    { env: { CONVERSATIONS_MAX_PER_USER: '0' }, setting: 'CONVERSATIONS_MAX_PER_USER' },
    { env: { CHAT_MAX_CONCURRENT_STREAMS_PER_USER: '1e3' }, setting: 'CHAT_MAX_CONCURRENT_STREAMS_PER_USER' },
    { env: { CHAT_STREAM_MAX_SECONDS: '0' }, setting: 'CHAT_STREAM_MAX_SECONDS' },
    { env: { VIEW_LOG_RATE_LIMIT_PER_MINUTE: '-1' }, setting: 'VIEW_LOG_RATE_LIMIT_PER_MINUTE' },
    { env: { STORAGE_QUOTA_BYTES_PER_USER: '0' }, setting: 'STORAGE_QUOTA_BYTES_PER_USER' },
    { env: { OFFICE_PREVIEW_MAX_BYTES: '1024' }, setting: 'OFFICE_PREVIEW_MAX_BYTES' },
    { env: { OFFICE_PREVIEW_CACHE_ENTRIES: 'many' }, setting: 'OFFICE_PREVIEW_CACHE_ENTRIES' },
    { env: { OFFICE_PREVIEW_MAX_TEXT_CHARS: '10' }, setting: 'OFFICE_PREVIEW_MAX_TEXT_CHARS' },
    { env: { OFFICE_PREVIEW_MAX_MS: '0' }, setting: 'OFFICE_PREVIEW_MAX_MS' },
    { env: { OFFICE_PREVIEW_MAX_CONCURRENT: '0' }, setting: 'OFFICE_PREVIEW_MAX_CONCURRENT' },
    { env: { OFFICE_PREVIEW_CACHE_BYTES: 'lots' }, setting: 'OFFICE_PREVIEW_CACHE_BYTES' },
    { env: { PUBLIC_ORIGIN: 'edu.yexian.gov.cn' }, setting: 'PUBLIC_ORIGIN' },
    { env: { PUBLIC_ORIGIN: 'https://edu.yexian.gov.cn/portal' }, setting: 'PUBLIC_ORIGIN' },
    { env: { PUBLIC_ORIGIN: 'https://edu.yexian.gov.cn/?a=1' }, setting: 'PUBLIC_ORIGIN' },
    { env: { PUBLIC_ORIGIN: 'ftp://edu.yexian.gov.cn' }, setting: 'PUBLIC_ORIGIN' },
    { env: { HSTS_MAX_AGE_SECONDS: '-1' }, setting: 'HSTS_MAX_AGE_SECONDS' },
    { env: { COMMENT_RATE_LIMIT_PER_MINUTE: '0' }, setting: 'COMMENT_RATE_LIMIT_PER_MINUTE' },
    { env: { UPLOAD_RATE_LIMIT_PER_MINUTE: 'fast' }, setting: 'UPLOAD_RATE_LIMIT_PER_MINUTE' },
    { env: { VIEW_COUNT_WINDOW_SECONDS: '0' }, setting: 'VIEW_COUNT_WINDOW_SECONDS' },
    { env: { AUTH_JWKS_URL: 'https://login.example.cn/jwks.json' }, setting: 'AUTH_AUDIENCE' },
  ])('refuses a bad $setting naming the setting', ({ env, setting }) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).setting).toBe(setting);
    expect((error as ConfigError).message).toMatch(new RegExp(`^Invalid setting ${setting}: `));
  });

  it('defaults storage to the local store and the widget folder to the widget package build', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({
      mode: 'local',
      secret: undefined,
      region: 'us-east-1',
      accessKeyId: 'edu-local',
      bucket: 'resource',
      maxUploadBytes: 50 * 1024 * 1024,
      quotaBytesPerUser: 1024 ** 3,
    });
    expect(config.widgetDir).toBe(path.resolve(import.meta.dirname, '../../assistant-widget/dist/standalone'));
    expect(loadConfig({ WIDGET_DIR: 'build/widget' }).widgetDir).toBe(path.resolve('build/widget'));
    expect(config.portalDir).toBe(path.resolve(import.meta.dirname, '../../portal/dist'));
    expect(loadConfig({ PORTAL_DIR: 'build/portal' }).portalDir).toBe(path.resolve('build/portal'));
  });

  it('signs for S3 when an endpoint and keys are set', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'https://minio.example/',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_BUCKET: 'county-files',
      UPLOAD_MAX_BYTES: '1000',
    });
    expect(config.storage).toEqual({
      mode: 's3',
      endpoint: 'https://minio.example',
      region: 'us-east-1',
      bucket: 'county-files',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      maxUploadBytes: 1000,
      quotaBytesPerUser: 1024 ** 3,
    });
  });

  it('derives a stable local signing key from the auth secret unless STORAGE_SECRET is set', () => {
    const local = loadConfig({}).storage;
    const derived = resolveStorageSettings(local, 'a'.repeat(40));
    expect(derived).toMatchObject({ mode: 'local', secret: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(resolveStorageSettings(local, 'a'.repeat(40))).toEqual(derived);
    expect(resolveStorageSettings(local, 'b'.repeat(40))).not.toEqual(derived);
    const given = loadConfig({ STORAGE_SECRET: 's'.repeat(32) }).storage;
    expect(resolveStorageSettings(given, 'a'.repeat(40))).toMatchObject({ secret: 's'.repeat(32) });
  });

  it('accepts a local OpenAI-compatible server (Ollama) without a key', () => {
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1' }).aiProvider).toBe('openai');
  });
});

describe('SETTING_DEFAULTS', () => {
  // The defaults are stated once in code; the README's settings table is what a county administrator reads.
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const rowOf = (name: string) => readme.split('\n').find((line) => line.startsWith(`| \`${name}\``)) ?? '';
  const shown = Object.entries(SETTING_DEFAULTS).filter(
    ([name, value]) => typeof value !== 'string' || !['WIDGET_DIR', 'PORTAL_DIR', 'PORTAL_RENDERER'].includes(name),
  );

  it.each(shown)('%s: the server README shows its default', (name, value) => {
    expect(rowOf(name), `a settings row for ${name}`).not.toBe('');
    if (value !== '') expect(rowOf(name)).toContain(`\`${String(value)}\``);
  });

  it('is what loadConfig gives when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(SETTING_DEFAULTS.PORT);
    expect(config.bodyLimitBytes).toBe(SETTING_DEFAULTS.BODY_LIMIT_BYTES);
    expect(config.storage.bucket).toBe(SETTING_DEFAULTS.S3_BUCKET);
  });
});
