import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { readSessionCookie } from '../auth/session-cookie';
import { ourOriginOf } from '../http/same-origin';
import { sameOriginPath } from '../http/same-origin-path';
import type { ServerEnv } from '../http/server-env';
import { withImagePreloadLinks } from './image-preload-links';
import type { PageRenderer } from './page-renderer';
import { precompressedFiles } from './precompressed-files';
import { cacheControlOf, isCompressedCopy } from './static-file-policy';

/** Options of {@link createPortalHosting}. */
export interface PortalHostingOptions {
  /** The portal's build (PORTAL_DIR): index.html, assets/. */
  dir: string;
  /** Extra `connect-src` origins the portal's pages need (the xfyun speech WebSocket, when configured). */
  connectSources?: readonly string[];
  /**
   * Extra `form-action` origins: where a form of the portal may end after our redirect (the unified
   * login's provider, where the sign-out's POST continues; a browser applies form-action to redirects).
   */
  formTargets?: readonly string[];
  /**
   * The pictures a page path shows first (its largest contentful paint), named to the browser in the
   * served index.html as high-priority preloads; only same-origin paths are kept. A failure here only
   * loses the hint. Pages with none get the build's index.html as it is (precompressed). Asked only for a
   * page the render did not draw: a drawn page names its own (`firstPictures`, from the data it read).
   */
  firstPicturesOf?: (pagePath: string) => Promise<readonly string[]>;
  /**
   * Draws a page's first screen into its HTML (the portal's server render, ADR 0024); a page it does not
   * render goes out as the build's index.html.
   */
  renderPage?: PageRenderer;
  /**
   * Answers one API call of a server render, in-process, as part of the browser's request (`env` is that
   * request's, so its client address counts for the limits, with the visitor the call is made for).
   */
  answerApiCall?: (request: Request, env: ServerEnv['Bindings']) => Promise<Response>;
}

/**
 * The portal's policy: scripts, styles, frames and fonts from this origin only, no inline script or
 * style, no eval. Pictures and videos may come from https hosts (generated media); previews open in
 * same-origin frames.
 */
export function portalContentSecurityPolicy(
  connectSources: readonly string[] = [],
  formTargets: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The answer while the portal is not built: says what to run. */
function portalMissingMessage(dir: string): string {
  return [
    `门户前端尚未构建：找不到 ${path.join(dir, 'index.html')}。`,
    '请先运行 npm run build -w @edu/portal（仓库根目录的 npm start 会一并构建），或用 PORTAL_DIR 指向构建好的 dist 文件夹。',
    `The portal is not built: ${dir} has no index.html. Run \`npm run build -w @edu/portal\` (or set PORTAL_DIR).`,
    '',
  ].join('\n');
}

/**
 * Serves the built portal (CONTRACTS §3), mounted at `/` after `/ai`, `/auth`, `/resource_api` and
 * `/widget`: `/` redirects to `/index`; files of PORTAL_DIR through Hono's static middleware
 * ({@link precompressedFiles}: the build's brotli or gzip copy by Accept-Encoding, hashed assets cached
 * for a year, the rest revalidated, weak ETags with 304); every other GET that accepts HTML gets
 * `index.html` (the SPA fallback for deep links such as `/lyyk/article/5`), with an image preload of
 * the pictures the page shows first (ADR 0021: named by the render that drew it, else by
 * `firstPicturesOf`); everything with the strict CSP. The server
 * never imports the portal package: it serves its build.
 */
export function createPortalHosting(options: PortalHostingOptions): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const root = path.resolve(options.dir);
  const csp = portalContentSecurityPolicy(options.connectSources, options.formTargets);
  const indexFile = path.join(root, 'index.html');

  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });
  app.get('/', (c) => c.redirect('/index', 302));

  app.use('*', etag());
  // Dot-segments and hidden files are never served, whatever the static middleware would do with them;
  // nor are the build's compressed copies under their own names (they stand in for their originals).
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const segments = c.req.path.split('/').filter(Boolean);
    if (segments.some((segment) => segment.startsWith('.')) || isCompressedCopy(segments.at(-1) ?? '')) {
      return c.notFound();
    }
    return next();
  });
  const cacheControl = (segments: readonly string[]) =>
    segments.join('/') === 'index.html' ? 'no-cache' : cacheControlOf(segments);
  // Made on the first request that finds the folder, so a build made while the server runs is picked up
  // (and the middleware never warns about a folder that does not exist yet).
  let files: MiddlewareHandler | undefined;
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    files ??= existsSync(root) ? precompressedFiles({ root, cacheControl }) : undefined;
    return files ? files(c, next) : next();
  });
  let indexPage: MiddlewareHandler | undefined;
  // The build's index.html, read again only when a new build has replaced it (a failed read is not kept).
  let indexHtml: { mtimeMs: number; text: Promise<string> } | undefined;
  async function currentIndexHtml(): Promise<string> {
    const { mtimeMs } = await stat(indexFile);
    if (indexHtml?.mtimeMs !== mtimeMs) {
      const text = readFile(indexFile, 'utf8');
      const read = { mtimeMs, text };
      indexHtml = read;
      text.catch(() => {
        if (indexHtml === read) indexHtml = undefined;
      });
    }
    return indexHtml.text;
  }
  // A page made per request (server-rendered, or with a preload added) is compressed as it goes out.
  const compressPage = compress();
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (!acceptsHtml(c.req.header('accept'))) return next();
    if (!existsSync(indexFile)) {
      return c.text(portalMissingMessage(root), 503, { 'Cache-Control': 'no-store' });
    }
    const rendered = await serverRender(c);
    if (rendered?.kind === 'redirect') return c.redirect(rendered.to, 302);
    // One read per datum: a drawn page names the pictures it drew from the data it read; only a page the
    // render did not draw has them looked up apart.
    const preloads = sameOriginPaths(rendered ? rendered.firstPictures : await firstPicturesOf(c.req.path));
    if (rendered || preloads.length > 0) {
      const html = withImagePreloadLinks(rendered?.html ?? (await currentIndexHtml()), preloads);
      // A rendered page holds the visitor's own data: never stored, by a shared cache or by the browser
      // (Back after signing out must not bring the signed-in page and its data back).
      const headers: Record<string, string> = rendered
        ? { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Encoding' }
        : { 'Cache-Control': 'no-cache' };
      await compressPage(c, async () => {
        c.res = c.html(html, 200, headers);
      });
      return c.res;
    }
    indexPage ??= precompressedFiles({ root, file: 'index.html', cacheControl });
    return indexPage(c, next);
  });
  async function serverRender(c: Context<ServerEnv>): Promise<ServerRender | undefined> {
    const { renderPage, answerApiCall } = options;
    if (!renderPage || !answerApiCall || c.req.method !== 'GET') return undefined;
    const url = new URL(c.req.url);
    const rendered = await renderPage({
      url: `${url.pathname}${url.search}`,
      // The origin the browser used (a trusted proxy's), for the render's same-origin checks.
      origin: ourOriginOf(c),
      template: await currentIndexHtml(),
      answer: (apiRequest) => {
        // The page's own calls, made for it here instead of by its script, for the visitor who asked for
        // the page: their token goes to the API in-process (`renderCaller`), not as a cookie, and the call
        // carries no Sec-Fetch-* of its own. The API takes it as the script's same-origin call would be
        // taken, so SPEC's reads sent as POST (grades, subjects) and the detail reads that count a view
        // work. This grants a cross-site link nothing it does not already cause: the render makes exactly
        // the calls the page's script makes on arrival (the same components and queries; it runs no event
        // handler and no effect, where the portal's other writes are), and the script makes them
        // same-origin after any navigation.
        const headers = new Headers(apiRequest.headers);
        headers.delete('cookie');
        headers.delete('authorization');
        const apiUrl = new URL(apiRequest.url);
        return answerApiCall(
          new Request(new URL(`${apiUrl.pathname}${apiUrl.search}`, url.origin), {
            method: apiRequest.method,
            headers,
            body: apiRequest.body,
            duplex: 'half',
          } as RequestInit),
          { ...c.env, renderCaller: { token: readSessionCookie(c) } },
        );
      },
    });
    if (rendered?.kind !== 'redirect') return rendered;
    // Only a path on this site: a render never sends the browser elsewhere.
    const to = sameOriginPath(rendered.to);
    return to === undefined ? undefined : { kind: 'redirect', to };
  }
  async function firstPicturesOf(pagePath: string): Promise<readonly string[]> {
    return (await options.firstPicturesOf?.(pagePath).catch(() => [])) ?? [];
  }
  return app;
}

/** The pictures that are paths on this site (a preload never names another origin). */
function sameOriginPaths(pictures: readonly string[]): string[] {
  return pictures.flatMap((picture) => sameOriginPath(picture) ?? []);
}

type ServerRender = NonNullable<Awaited<ReturnType<PageRenderer>>>;

/** True for a browser's navigation request (its Accept names text/html). */
function acceptsHtml(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim().toLowerCase().startsWith('text/html')) ?? false;
}
