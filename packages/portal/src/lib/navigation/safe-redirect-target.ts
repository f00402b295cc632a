/**
 * CONTRACTS §1.7, as the portal needs it until `@edu/api-client` exports the shared `safeRedirectTarget`
 * (branch `security`); the portal then imports that one and this file goes.
 *
 * Returns the path + query + hash to go to when `new URL(target, ourOrigin)` has our origin and the raw
 * target has no control character, whitespace or backslash anywhere (raw or percent-decoded); else
 * `undefined` (the caller uses its default).
 */
export function safeRedirectTarget(target: string, ourOrigin: string): string | undefined {
  if (hasForbiddenCharacter(target)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  if (hasForbiddenCharacter(decoded)) return undefined;
  let url: URL;
  try {
    url = new URL(target, ourOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(ourOrigin).origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Control characters (C0, DEL, C1), any Unicode whitespace, and the backslash browsers read as a slash. */
function hasForbiddenCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || character === '\\' || /\s/u.test(character)) return true;
  }
  return false;
}
