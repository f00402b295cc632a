/**
 * Runs this example against the real server: @edu/server (guide mode, demo users, data under
 * ./data) with the built widget at /widget/ and this page at /html-script-tag/. Build the widget first
 * (`npm run build -w @edu/assistant-widget`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login } from '@edu/api-client';
import { loadConfig, startServer } from '@edu/server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const here = path.dirname(fileURLToPath(import.meta.url));
const widget = path.resolve(here, '../../packages/assistant-widget/dist/standalone');
const app = new Hono();
app.use(
  '/widget/*',
  serveStatic({ root: path.relative(process.cwd(), widget), rewriteRequestPath: (p) => p.replace(/^\/widget/, '') }),
);
app.use(
  '/html-script-tag/*',
  serveStatic({
    root: path.relative(process.cwd(), here),
    rewriteRequestPath: (p) => p.replace(/^\/html-script-tag/, ''),
  }),
);
app.get('/', (c) => c.redirect('/html-script-tag/index.html'));

const server = await startServer({
  config: loadConfig({ DATA_DIR: path.join(here, 'data'), PORT: '8091', ...process.env }),
  mounts: [{ path: '/', app }],
});
const { token, user } = await login(server.url, { username: 'teacher', password: 'demo1234' });
console.log(`Open ${server.url}/html-script-tag/index.html?uid=${user.uid}&token=${encodeURIComponent(token)}`);
