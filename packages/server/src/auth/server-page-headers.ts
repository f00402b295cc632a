/**
 * Headers of every HTML page the server renders itself (the sign-in page, the unified login's message
 * pages): no script at all, the stylesheet from our origin, forms posting to us only, never framed,
 * never cached.
 */
export const SERVER_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};
