import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Migration } from 'kysely';
import { type AppDeps, type AppMount, createApp } from './app';
import { resolveAuthSecret } from './auth/auth-secret';
import { createTokenService } from './auth/token-service';
import type { ServerConfig } from './config';
import { SHUTDOWN_GRACE_MS } from './constants';
import { type OpenDatabase, openDatabase } from './db/open-database';
import type { ChatProvider } from './services/chat/chat-provider';
import { createGuideChatProvider } from './services/chat/guide-chat-provider';
import { GuideIndex } from './services/chat/guide-index';
import { createOpenAiChatProvider } from './services/chat/openai-chat-provider';
import { sectionGuideDocuments } from './services/chat/section-guide-documents';
import { createSparkChatProvider } from './services/chat/spark-chat-provider';
import { createMediaClient } from './services/media/media-client';

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

/** Options of {@link startServer}. */
export interface StartServerOptions {
  config: ServerConfig;
  log?: (message: string) => void;
  /** Routers mounted beside the AI service (the portal API, static hosting). */
  mounts?: readonly AppMount[] | ((context: ServerContext) => readonly AppMount[]);
  /** Further migrations (e.g. the portal's). */
  migrations?: Readonly<Record<string, Migration>>;
  /** The guide index to use (defaults to one over SECTION_GUIDES). */
  guideIndex?: GuideIndex;
}

/** What a started server shares with mounts and callers. */
export interface ServerContext {
  database: OpenDatabase;
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

/** Opens the database, builds the providers and listens on config.port (0 picks a free port). */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const database = await openDatabase(config, options.migrations ? { migrations: options.migrations } : {});
  try {
    if (database.seeded) log('New database: seeded the demo users (password demo1234), see the server README');
    const guideIndex = options.guideIndex ?? new GuideIndex(sectionGuideDocuments());
    const secret = resolveAuthSecret(config.authSecret, config.dataDir, log);
    const deps: AppDeps = {
      config,
      db: database.db,
      tokens: createTokenService({
        secret,
        ttlSeconds: config.authTokenTtlSeconds,
        jwksUrl: config.authJwksUrl,
        issuer: config.authIssuer,
        audience: config.authAudience,
        uidClaim: config.authUidClaim,
      }),
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
    const context: ServerContext = { database, guideIndex, deps };
    deps.mounts = typeof options.mounts === 'function' ? options.mounts(context) : options.mounts;
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
