import { hoistPropertyDefaults } from './hoist-property-defaults';
import { remToPx } from './rem-to-px';

let shared: CSSStyleSheet | undefined;

/**
 * Puts the widget's compiled CSS into a shadow root. A constructable stylesheet (one object
 * shared by every instance on the page) needs no `<style>` element, so a CSP with
 * `style-src 'self'` allows it; browsers without adoptedStyleSheets get a `<style>` instead
 * (which then needs a nonce or 'unsafe-inline').
 */
export function adoptStyles(root: ShadowRoot, css: string): () => void {
  const text = remToPx(hoistPropertyDefaults(css));
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(text);
    }
    const sheet = shared;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== sheet);
    };
  }
  const style = document.createElement('style');
  style.textContent = text;
  root.prepend(style);
  return () => style.remove();
}
