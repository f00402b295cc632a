/**
 * The same-origin path (with its query) of a picture address, or undefined when it is not a plain path
 * on this origin: absolute and protocol-relative URLs, backslashes, control characters and anything that
 * resolves elsewhere are refused, so a preload hint never sends the browser to another host.
 */
export function sameOriginPicturePath(address: string): string | undefined {
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

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/**
 * `html` with a `<link rel="preload" as="image" fetchpriority="high">` per path, placed before `</head>`
 * (the browser then fetches the picture while the scripts still load, instead of after they have run and
 * the data has come). Paths come from {@link sameOriginPicturePath}; they are still escaped as attribute
 * values. Unchanged when there is no path or no `</head>`.
 */
export function withImagePreloadLinks(html: string, paths: readonly string[]): string {
  const headEnd = html.indexOf('</head>');
  if (paths.length === 0 || headEnd < 0) return html;
  const links = paths
    .map((path) => path.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character))
    .map((href) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">\n  `)
    .join('');
  return `${html.slice(0, headEnd)}${links}${html.slice(headEnd)}`;
}
