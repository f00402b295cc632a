/**
 * Runs this example against the real server: @edu/server (guide mode, demo users, data under
 * ./data) with the built widget at /widget/ and this page at /spa/. Build the widget first
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
  '/spa/*',
  serveStatic({ root: path.relative(process.cwd(), here), rewriteRequestPath: (p) => p.replace(/^\/spa/, '') }),
);
// History routes: every /spa/* path without a file is the app's index.html.
app.get('/spa/*', serveStatic({ path: path.relative(process.cwd(), path.join(here, 'index.html')) }));
app.get('/', (c) => c.redirect('/spa/index'));

const server = await startServer({
  config: loadConfig({ DATA_DIR: path.join(here, 'data'), PORT: '8092', ...process.env }),
  mounts: [{ path: '/', app }],
});
const { token, user } = await login(server.url, { username: 'teacher', password: 'demo1234' });
console.log(`Open ${server.url}/spa/index?uid=${user.uid}&token=${encodeURIComponent(token)}`);
