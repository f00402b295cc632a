import { hoistPropertyDefaults } from './hoist-property-defaults';
import { remToPx } from './rem-to-px';

/** One sheet per stylesheet text, shared by every instance on the page (the main one, and each lazy feature's). */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Puts the widget's compiled CSS into a shadow root. A constructable stylesheet (one object
 * shared by every instance on the page) needs no `<style>` element, so a CSP with
 * `style-src 'self'` allows it; browsers without adoptedStyleSheets get a `<style>` instead
 * (which then needs a nonce or 'unsafe-inline').
 */
export function adoptStyles(root: ShadowRoot, css: string): () => void {
  const text = remToPx(hoistPropertyDefaults(css));
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      sheets.set(css, sheet);
    }
    const adopted = sheet;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== adopted);
    };
  }
  const style = document.createElement('style');
  style.textContent = text;
  root.prepend(style);
  return () => style.remove();
}
