let documentFonts: Promise<void> | undefined;
const adopted = new WeakSet<ShadowRoot | Document>();
let rulesSheet: Promise<CSSStyleSheet | string> | undefined;

/**
 * KaTeX's stylesheet, loaded with KaTeX (only when a reply has math). Browsers ignore
 * `@font-face` inside shadow roots, so the font faces go to the document and the rest to the
 * widget's shadow root.
 */
export async function ensureMathStyles(root: ShadowRoot | Document): Promise<void> {
  if (adopted.has(root)) return;
  adopted.add(root);
  rulesSheet ??= import('katex/dist/katex.min.css?inline').then(({ default: css }) => {
    const fontFaces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    const rules = css.replace(/@font-face\s*\{[^}]*\}/g, '');
    documentFonts ??= (async () => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(fontFaces.join('\n'));
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    })();
    if (!('replaceSync' in CSSStyleSheet.prototype)) return rules;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    return sheet;
  });
  const sheet = await rulesSheet;
  await documentFonts;
  if (typeof sheet === 'string') {
    const style = document.createElement('style');
    style.textContent = sheet;
    (root instanceof Document ? root.head : root).append(style);
    return;
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
