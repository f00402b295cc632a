/**
 * The same-origin path (with its query) of an address, or undefined when it is not a plain path on this
 * origin: absolute and protocol-relative URLs, backslashes, control characters and anything that resolves
 * elsewhere are refused, so a preload hint or a redirect never sends the browser to another host.
 */
export function sameOriginPath(address: string): string | undefined {
  const hasControlOrSpace = [...address].some((character) => character <= ' ' || character === '\u007f');
  if (!address.startsWith('/') || address.startsWith('//') || address.includes('\\') || hasControlOrSpace) {
    return undefined;
  }
  const base = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? `${url.pathname}${url.search}` : undefined;
}
