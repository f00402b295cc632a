import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { contentTypeOf } from '@edu/api-client';

export interface PageServerOptions {
  /** Folder served as static files; `/` serves `index.html`. */
  root?: string;
  /**
   * Handler tried before the static folder; return true when it answered the request.
   * Lets a test serve inline pages, fake APIs or custom headers (a CSP, say).
   */
  handle?: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;
  /** Extra headers on every static response (for example a Content-Security-Policy). */
  headers?: Record<string, string>;
}

export interface PageServer {
  /** Origin without a trailing slash, for example `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
}

/** Serves pages on a free loopback port for one test file. */
export async function startPageServer(options: PageServerOptions = {}): Promise<PageServer> {
  const server: Server = createServer((request, response) => {
    void answer(request, response, options).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(request: IncomingMessage, response: ServerResponse, options: PageServerOptions) {
  if (options.handle && (await options.handle(request, response))) return;
  if (!options.root) return notFound(response);
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
  const relative = normalize(pathname === '/' ? '/index.html' : pathname);
  const file = join(options.root, relative);
  // Refuse paths that climb out of the served folder.
  if (!file.startsWith(normalize(options.root + sep))) return notFound(response);
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return notFound(response);
    size = stats.size;
  } catch {
    return notFound(response);
  }
  response.writeHead(200, {
    'content-type': contentTypeOf(file),
    'content-length': size,
    ...options.headers,
  });
  createReadStream(file).pipe(response);
}

function notFound(response: ServerResponse) {
  response.statusCode = 404;
  response.end('not found');
}
