/**
 * @edu/server: the reference backend. `startServer` runs it; `createApp` gives the Hono app for tests and
 * for composing the portal API and static hosting (mounts).
 */
export { type AppDeps, type AppMount, createApp } from './app';
export type { AppEnv } from './app-env';
export { createTokenService, type TokenService } from './auth/token-service';
export {
  type AiProviderName,
  ConfigError,
  loadConfig,
  SETTING_NAMES,
  type ServerConfig,
  type XfyunCredentials,
} from './config';
export { DEMO_USERS, type DemoUser } from './db/demo-users';
export { type OpenDatabase, type OpenDatabaseOptions, openDatabase } from './db/open-database';
export type { Database } from './db/schema';
export type { ChatMode, ChatProvider, ProviderChatEvent, ProviderChatRequest } from './services/chat/chat-provider';
export { type GuideDocument, type GuideHit, GuideIndex } from './services/chat/guide-index';
export { sectionGuideDocuments } from './services/chat/section-guide-documents';
export { signXfyunUrl, type XfyunSignedUrl, type XfyunSigningInput } from './services/xfyun/sign-xfyun-url';
export {
  createChatProvider,
  type RunningServer,
  type ServerContext,
  type StartServerOptions,
  startServer,
} from './start-server';
