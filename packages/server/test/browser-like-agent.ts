import { CookieJar } from 'tough-cookie';

/** One hop of a walk through redirects: the URL asked and the answer. */
interface Hop {
  url: string;
  response: Response;
}

/** A walk through redirects: every hop and the last answer (its body not yet read). */
export interface Walk {
  hops: Hop[];
  url: string;
  response: Response;
}

/**
 * A browser as far as the unified login needs one, on fetch: a cookie jar (tough-cookie: domains, paths,
 * expiry, deletion), redirects followed one by one so a test can stop before a hop (the callback, say),
 * and forms posted as a browser posts them.
 */
export function createBrowserLikeAgent() {
  const jar = new CookieJar();

  /** One request with the jar's cookies; the answer's cookies go into the jar. Never follows a redirect. */
  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = await jar.getCookieString(url);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) await jar.setCookie(cookie, url, { ignoreError: true });
    return response;
  }

  /**
   * Follows redirects from a first answer as a browser does (a GET to each Location), stopping before any
   * URL `stopBefore` accepts; answers every hop and the last answer.
   */
  async function walk(
    first: Response,
    firstUrl: string,
    stopBefore: (url: string) => boolean = () => false,
  ): Promise<Walk> {
    const hops: Hop[] = [{ url: firstUrl, response: first }];
    let url = firstUrl;
    let response = first;
    for (let step = 0; step < 20 && response.status >= 300 && response.status < 400; step++) {
      const location = response.headers.get('location');
      if (!location) break;
      const next = new URL(location, url).href;
      if (stopBefore(next)) return { hops, url: next, response };
      await response.body?.cancel();
      url = next;
      response = await request(url);
      hops.push({ url, response });
    }
    return { hops, url, response };
  }

  return {
    jar,
    request,
    walk,

    /** Opens a URL and follows its redirects (see {@link walk}). */
    async open(url: string, stopBefore?: (url: string) => boolean): Promise<Walk> {
      return walk(await request(url), url, stopBefore);
    },

    /** Posts a form (`application/x-www-form-urlencoded`) and follows the redirects of the answer. */
    async submit(url: string, fields: Record<string, string>, stopBefore?: (url: string) => boolean): Promise<Walk> {
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return walk(response, url, stopBefore);
    },

    /** The value of a cookie the jar would send to `url`, or undefined. */
    async cookie(url: string, name: string): Promise<string | undefined> {
      const cookies = await jar.getCookies(url);
      return cookies.find((cookie) => cookie.key === name)?.value;
    },
  };
}

/** A browser-like agent. */
export type BrowserLikeAgent = ReturnType<typeof createBrowserLikeAgent>;

/** The `action` of the form in a page whose action matches `pattern` (the provider's pages). */
export function formAction(html: string, pattern: RegExp): string {
  for (const match of html.matchAll(/<form[^>]*action="([^"]+)"/g)) {
    const action = (match[1] ?? '').replace(/&amp;/g, '&');
    if (pattern.test(action)) return action;
  }
  throw new Error(`no form whose action matches ${pattern} in:\n${html.slice(0, 800)}`);
}

/** The value of a hidden input of a page. */
export function hiddenField(html: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no field ${name} in:\n${html.slice(0, 800)}`);
  return value;
}
