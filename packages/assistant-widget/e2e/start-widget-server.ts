import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentTypeOf, login } from '@edu/api-client';
import { copyDataTemplate, loadConfig, type RunningServer, startServer } from '@edu/server';
import { Hono } from 'hono';
import { PACKAGE_ROOT } from './build-bundle';

/** The strict policy of the CSP test page: no inline script, no eval, no inline style elements. */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: http://127.0.0.1:*; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'";

interface StaticRoot {
  /** URL prefix, e.g. `/widget/`. */
  prefix: string;
  dir: string;
  /** Serve `index.html` for paths without a file (SPA history routes). */
  spaFallback?: boolean;
  headers?: Record<string, string>;
}

function serveFile(file: string, headers: Record<string, string> = {}): Response | undefined {
  try {
    if (!statSync(file).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return new Response(readFileSync(file), {
    headers: { 'content-type': contentTypeOf(file), ...headers },
  });
}

/** A Hono app serving static folders, mounted on the real server so pages and API share an origin. */
function createStaticApp(roots: readonly StaticRoot[]): Hono {
  const app = new Hono();
  app.get('*', (c, next) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    for (const root of roots) {
      if (!pathname.startsWith(root.prefix)) continue;
      const relative = pathname.slice(root.prefix.length) || 'index.html';
      const file = path.normalize(path.join(root.dir, relative));
      if (!file.startsWith(path.normalize(root.dir))) return c.notFound();
      const found = serveFile(file, root.headers) ?? serveFile(path.join(file, 'index.html'), root.headers);
      if (found) return found;
      if (root.spaFallback) {
        const index = serveFile(path.join(root.dir, 'index.html'), root.headers);
        if (index) return index;
      }
    }
    // Anything else (the widget at /widget/) is the real server's.
    return next();
  });
  return app;
}

/** A fake SiliconFlow media API (image and video) on a real local port. */
export async function startFakeMediaUpstream(): Promise<{ url: string; close(): Promise<void>; requests: unknown[] }> {
  const requests: unknown[] = [];
  let polls = 0;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ path: request.url, body });
      const reply = (status: number, value: unknown, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
        response.end(typeof value === 'string' ? value : JSON.stringify(value));
      };
      const address = server.address() as AddressInfo;
      if (request.url === '/v1/images/generations') {
        return reply(200, { images: [{ url: `http://127.0.0.1:${address.port}/generated.svg` }], seed: 1 });
      }
      if (request.url === '/generated.svg') {
        return reply(
          200,
          '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#c0392b"/><text x="40" y="110" font-size="32" fill="#fff">山水</text></svg>',
          'image/svg+xml',
        );
      }
      if (request.url === '/v1/video/submit') return reply(200, { requestId: 'req-1' });
      if (request.url === '/v1/video/status') {
        polls += 1;
        return reply(200, { status: 'InQueue', reason: '', results: null });
      }
      return reply(404, { message: 'not found', polls });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface WidgetServer {
  url: string;
  server: RunningServer;
  /** Logs a demo user in through POST /auth/login and returns `{ uid, token }`. */
  loginAs(username: string): Promise<{ uid: string; token: string }>;
  stop(): Promise<void>;
}

/**
 * The real @edu/server in-process (guide mode, temporary data folder) serving the widget bundle at
 * `/widget/` itself (WIDGET_DIR: its hosting, with the build's compressed copies), and the test pages at
 * `/pages/` (and a strict-CSP copy at `/csp/`) and the examples.
 */
export async function startWidgetServer(options: {
  bundleDir: string;
  /** A seeded data folder to start on a copy of (the run's global setup makes one); else a new one. */
  dataTemplate?: string;
  env?: Record<string, string>;
}): Promise<WidgetServer> {
  const dataDir = options.dataTemplate
    ? copyDataTemplate(options.dataTemplate, 'edu-widget-data-')
    : mkdtempSync(path.join(tmpdir(), 'edu-widget-data-'));
  const pages = path.join(PACKAGE_ROOT, 'e2e', 'pages');
  const examples = path.resolve(PACKAGE_ROOT, '..', '..', 'examples');
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    WIDGET_DIR: options.bundleDir,
    ...options.env,
  });
  const server = await startServer({
    config,
    log: () => undefined,
    mounts: [
      {
        path: '/',
        app: createStaticApp([
          { prefix: '/pages/', dir: pages },
          { prefix: '/csp/', dir: pages, headers: { 'content-security-policy': STRICT_CSP } },
          { prefix: '/spa/', dir: path.join(examples, 'spa'), spaFallback: true },
          { prefix: '/html-script-tag/', dir: path.join(examples, 'html-script-tag') },
        ]),
      },
    ],
  });
  return {
    url: server.url,
    server,
    async loginAs(username) {
      const result = await login(server.url, { username, password: 'demo1234' });
      return { uid: String(result.user.uid), token: result.token };
    },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
