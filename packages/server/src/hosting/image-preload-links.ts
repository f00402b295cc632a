const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/**
 * `html` with a `<link rel="preload" as="image" fetchpriority="high">` per path, placed before `</head>`
 * (the browser then fetches the picture while the scripts still load, instead of after they have run and
 * the data has come). Paths come from `sameOriginPath`; they are still escaped as attribute
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
