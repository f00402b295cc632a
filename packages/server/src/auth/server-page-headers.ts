/**
 * Headers of an HTML page the server renders itself (the sign-in page, the unified login's message pages):
 * no script at all, the stylesheet from our origin, forms posting to us only, never framed, never cached.
 * `formTargets` are other origins where a form of the page may end after our redirect: the unified
 * login's provider, where a sign-out continues (a browser applies form-action to a form's redirects too).
 */
export function serverPageHeaders(formTargets: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; img-src data:; form-action ${["'self'", ...formTargets].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The headers of a server page whose forms end on our origin. */
export const SERVER_PAGE_HEADERS = serverPageHeaders();
