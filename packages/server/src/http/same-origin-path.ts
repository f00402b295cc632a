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
  // Dot-segments can leave a path that begins `//` (`/.//evil.example`): read as an address, that is
  // another host, so it is refused too.
  if (url.origin !== base || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}`;
}
