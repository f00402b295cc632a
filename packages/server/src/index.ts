/**
 * @edu/server: the reference backend. `startServer` runs all of it (AI service, portal API, login page,
 * file storage, widget hosting, demo home page); `createApp` and the route factories compose it for tests.
 */

export type { AiProviderName, AiSettings, XfyunCredentials } from './ai/ai-settings';
export type { ChatProvider, ProviderChatEvent, ProviderChatRequest } from './ai/chat/chat-provider';
export { type GuideDocument, type GuideHit, GuideIndex } from './ai/chat/guide/guide-index';
export { sectionGuideDocuments } from './ai/chat/guide/section-guide-documents';
export { signXfyunUrl, type XfyunSignedUrl, type XfyunSigningInput } from './ai/speech/sign-xfyun-url';
export { type AppDeps, type AppMount, createApp, type ServerApp } from './app';
export { createLoginGuard, type LoginGuard, type LoginOutcome } from './auth/login-guard';
export { createLoginPageRoutes } from './auth/login-page';
export { createTokenService, type TokenService } from './auth/token-service';
export { ConfigError, loadConfig, SETTING_NAMES, type ServerConfig } from './config';
export { DEMO_USERS, type DemoUser } from './db/demo-users';
export { type OpenDatabase, openDatabase } from './db/open-database';
export type { Database } from './db/schema';
export {
  createPortalHosting,
  type PortalHostingOptions,
  portalContentSecurityPolicy,
} from './hosting/portal-hosting';
export { createWidgetRoutes, type WidgetRoutesOptions } from './hosting/widget-routes';
export type { ServerEnv } from './http/server-env';
export { createPortalRoutes } from './portal/create-portal-routes';
export {
  type RunningServer,
  type StartServerOptions,
  startServer,
} from './start-server';
export { createLocalFileStore, type FileStore } from './storage/file-store';
export { resolveStorageSettings, type StorageConfig, type StorageSettings } from './storage/storage-settings';
export { copyDataTemplate, seedDemoDataTemplate } from './testing/demo-data-template';
