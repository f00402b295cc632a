const MODULE_PRELOAD_LINK = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * The build's index.html as the template of a page the server drew: without its `modulepreload` links.
 * They serve a page the app must draw, whose first paint waits for the scripts. A drawn page paints
 * without them, and the browser takes up every link of the first chunk of HTML before it parses any of
 * it: each hinted script is a request the main thread handles before the parser starts (twenty-odd cost
 * ~200 ms at 4× CPU throttling), and their arrivals then interrupt it. Without the hints only the small
 * entry loads with the page; the app asks for its chunks once the page has loaded (main.tsx, ADR 0026).
 */
export function drawnPageTemplate(template: string): string {
  return template.replace(MODULE_PRELOAD_LINK, '');
}
