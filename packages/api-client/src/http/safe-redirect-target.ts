// Control characters (C0, DEL, C1), any Unicode whitespace, and backslashes. Browsers strip tabs and
// newlines from a URL and read a backslash as a slash, so `/<TAB>/evil.example` or `/\evil.example` in a
// Location header leaves the site; refusing these characters anywhere closes that whole class.
const FORBIDDEN = /[\p{Cc}\s\\]/u;
// Percent-decoding more often than this is not a redirect target anyone writes by hand.
const MAX_DECODING_ROUNDS = 4;

/**
 * True when the target's location part (everything before `?` or `#`), raw or percent-decoded, holds a
 * forbidden character or cannot be decoded, or when its query or hash holds one raw. The query and hash
 * are checked raw only: they stay percent-encoded in a Location header and never decide the host, so a
 * return address such as `/search?keyword=a%20b` keeps its encoded space.
 */
function hasForbiddenCharacter(target: string): boolean {
  const split = target.search(/[?#]/);
  if (split === -1) return hasForbiddenInLocation(target);
  return hasForbiddenInLocation(target.slice(0, split)) || FORBIDDEN.test(target.slice(split));
}

function hasForbiddenInLocation(text: string): boolean {
  let current = text;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round++) {
    if (FORBIDDEN.test(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A malformed escape: whatever reads it next may decode it differently.
      return true;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return true;
}

/**
 * The path, query and hash to redirect to, when `target` stays on our site; otherwise `undefined` (the
 * caller then uses its default). A target is accepted only when `new URL(target, ourOrigin)` has our
 * origin and the raw target has no control character, whitespace or backslash, nor its location part once
 * percent-decoded.
 * A result that would start with `//` (e.g. from `/.//evil.example`) is refused too, since a browser reads
 * it as another host. The server (sign-in form, logout) and the portal (`/redirect`, return after sign-in)
 * share this one rule.
 *
 * @param target the requested redirect, e.g. a `redirect_url` query value
 * @param ourOrigin the site's origin, e.g. `https://edu.example.cn`
 */
export function safeRedirectTarget(target: string | null | undefined, ourOrigin: string): string | undefined {
  if (!target || hasForbiddenCharacter(target)) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(ourOrigin);
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || url.origin === 'null') return undefined;
  const result = `${url.pathname}${url.search}${url.hash}`;
  if (!result.startsWith('/') || result.startsWith('//') || hasForbiddenCharacter(result)) return undefined;
  const decodedPath = safeDecode(url.pathname);
  if (decodedPath === undefined || decodedPath.startsWith('//')) return undefined;
  return result;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
