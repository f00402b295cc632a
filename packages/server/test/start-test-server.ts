import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login } from '@edu/api-client';
import { loadConfig } from '../src/config';
import { renderDemoMediaHere } from '../src/demo/render-demo-media';
import { type RunningServer, type StartServerOptions, startServer } from '../src/start-server';

/** A server started for one test file, with its own data folder, and a token per demo user. */
export interface TestServer extends RunningServer {
  /** Base of the AI service, `<url>/ai`. */
  aiUrl: string;
  logs: string[];
  /** Logs a demo user in (password demo1234) and returns the token. */
  tokenFor(username: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the real server on 127.0.0.1 and port 0 with the given settings (over defaults fit for tests).
 * The portal's demo content is not seeded unless `options.seedDemoContent` asks (the AI-service tests need
 * only the demo users; the seed adds about a second per server).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Omit<StartServerOptions, 'config'> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-server-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env });
  const logs: string[] = [];
  const server = await startServer({
    seedDemoContent: false,
    // Seeds of one test worker share the demo files' cached media (a server's first start renders apart).
    renderDemoMedia: renderDemoMediaHere,
    ...options,
    config,
    log: (message) => logs.push(message),
  });
  const tokens = new Map<string, string>();
  return {
    ...server,
    aiUrl: `${server.url}/ai`,
    logs,
    async tokenFor(username) {
      const known = tokens.get(username);
      if (known) return known;
      const { token } = await login(server.url, { username, password: 'demo1234' });
      tokens.set(username, token);
      return token;
    },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
