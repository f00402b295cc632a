const MODULE_PRELOAD_LINK = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * The build's index.html as the template of a page the server drew: without its `modulepreload` links.
 * They serve a page the app must draw, whose first paint waits for the scripts. A drawn page paints
 * without them, and the browser takes up every link of the first chunk of HTML before it parses any of
 * it: at 4× CPU throttling, the twenty-odd script requests cost ~200 ms of main thread before the parser
 * starts, and their arrival keeps interrupting it. Without the hints the entry script brings its imports in
 * while the page is parsed and painted, and the app, which waits for the page's load before it takes
 * over (main.tsx), asks for its own chunks then.
 */
export function drawnPageTemplate(template: string): string {
  return template.replace(MODULE_PRELOAD_LINK, '');
}
