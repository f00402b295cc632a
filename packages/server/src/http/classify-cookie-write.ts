import { type RequestOriginHeaders, sameOriginAs } from './same-origin';

/** The headers that say who made a request: where it came from, and in which fetch mode. */
export interface CookieWriteHeaders extends Omit<RequestOriginHeaders, 'referer'> {
  /** `Sec-Fetch-Mode`: `cors`/`same-origin` for a script's fetch, `no-cors` for pictures and media, `navigate` for pages. */
  secFetchMode: string | undefined;
}

/**
 * Whether a state-changing request that carries only the session cookie may write:
 * - `script`: our page's own script (the only caller allowed to write with the cookie);
 * - `navigation`: a page load (a link, a typed address, a redirect), wherever it came from;
 * - `embedded`: a resource the page embeds (`<img>`, `<video>`, `<script>`, a style sheet);
 * - `foreign`: another site, or a request that does not say where it came from.
 */
export type CookieWriteVerdict = 'script' | 'navigation' | 'embedded' | 'foreign';

/** The fetch modes of a script's `fetch`/XHR; every other mode is something the page loads or embeds. */
const SCRIPT_MODES: ReadonlySet<string> = new Set(['cors', 'same-origin']);

/**
 * Classifies a cookie-only write (CONTRACTS 1.4). The rule is two-sided: the request must be same-origin
 * (`Sec-Fetch-Site: same-origin`; where the browser sends no `Sec-Fetch-*`, an `Origin` equal to ours),
 * **and** it must be a script's call (`Sec-Fetch-Mode` `cors` or `same-origin`). The site alone is not
 * enough: a picture in our own content (`<img src="/…/del">`) is fetched same-origin, in mode `no-cors`,
 * with the reader's cookie. A `Referer` never decides here: our own pictures send our page as theirs.
 */
export function classifyCookieWrite(headers: CookieWriteHeaders, ourOrigin: string): CookieWriteVerdict {
  const site = headers.secFetchSite?.trim().toLowerCase();
  const mode = headers.secFetchMode?.trim().toLowerCase();
  const origin = headers.origin?.trim();
  const sameOrigin = site ? site === 'same-origin' : origin !== undefined && sameOriginAs(origin, ourOrigin);
  if (!sameOrigin) return 'foreign';
  if (mode === 'navigate') return 'navigation';
  if (mode !== undefined && mode !== '' && !SCRIPT_MODES.has(mode)) return 'embedded';
  // A browser that sends Sec-Fetch-Site always sends the mode too: without it, nothing says "script".
  if (site && !mode) return 'foreign';
  return 'script';
}
