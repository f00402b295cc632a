import { type BrowserSession, startBrowserSession } from '@edu/browser-harness';
import { afterAll, beforeAll, inject } from 'vitest';
import { type FakeChatUpstream, startFakeChatUpstream } from './fake-chat-upstream';
import { startWidgetServer, type WidgetServer } from './start-widget-server';

/** What a browser test file works against; filled in by the suite's beforeAll. */
export interface WidgetEnvironment {
  server: WidgetServer;
  session: BrowserSession;
  /** The demo teacher, signed in through POST /auth/login. */
  user: { uid: string; token: string };
  /** The fake OpenAI-compatible upstream, when `chatChunkDelayMs` was given. */
  upstream: FakeChatUpstream | undefined;
}

/**
 * Registers the suite's setup and teardown: the real server with the widget bundle (guide mode, or in
 * front of the fake OpenAI-compatible upstream when `chatChunkDelayMs` is given), Chromium, and the
 * signed-in demo teacher. Read the fields inside tests, after beforeAll has run.
 */
export function setUpWidgetEnvironment(options: { chatChunkDelayMs?: number } = {}): WidgetEnvironment {
  const environment = {} as WidgetEnvironment;
  let upstream: FakeChatUpstream | undefined;
  beforeAll(async () => {
    if (options.chatChunkDelayMs !== undefined) upstream = await startFakeChatUpstream(options.chatChunkDelayMs);
    environment.upstream = upstream;
    environment.server = await startWidgetServer({
      bundleDir: inject('bundleDir'),
      dataTemplate: inject('demoDataDir'),
      ...(upstream ? { env: { AI_PROVIDER: 'openai', AI_BASE_URL: upstream.url } } : {}),
    });
    environment.session = await startBrowserSession({ baseUrl: environment.server.url });
    environment.user = await environment.server.loginAs('teacher');
  });
  afterAll(async () => {
    await environment.session?.close();
    await environment.server?.stop();
    await upstream?.close();
  });
  return environment;
}
