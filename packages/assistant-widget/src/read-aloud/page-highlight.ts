/** The read-aloud highlight's colour unless the host sets `--edu-assistant-highlight` on the element. */
const DEFAULT_HIGHLIGHT = '#fde68a';

export interface PageHighlight {
  /** Highlights these ranges of the host page (replacing the previous ones) and scrolls them into view. */
  show(ranges: readonly Range[]): void;
  clear(): void;
}

let counter = 0;

/**
 * The read-aloud's sentence highlight on the host page with the CSS Custom Highlight API: no markup
 * goes into the page. The `::highlight()` rule has to live in the document (the ranges are the page's
 * text), so it is a constructable stylesheet adopted by the document while something is highlighted
 * (`style-src 'self'` allows it). Browsers without the API read without a highlight (and still scroll).
 */
export function createPageHighlight(host: Element): PageHighlight {
  counter += 1;
  const name = `edu-assistant-read-aloud-${counter}`;
  const supported = typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
  let sheet: CSSStyleSheet | undefined;
  const adopt = () => {
    if (sheet || !('adoptedStyleSheets' in document)) return;
    const themed = getComputedStyle(host).getPropertyValue('--edu-assistant-highlight').trim();
    const colour = themed !== '' && CSS.supports('background-color', themed) ? themed : DEFAULT_HIGHLIGHT;
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`::highlight(${name}) { background-color: ${colour}; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  };
  return {
    show(ranges) {
      if (supported) {
        adopt();
        CSS.highlights.set(name, new Highlight(...ranges));
      }
      const first = ranges[0];
      if (!first) return;
      const box = first.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        first.startContainer.parentElement?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
      }
    },
    clear() {
      if (supported) CSS.highlights.delete(name);
      if (sheet) {
        const adopted = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== adopted);
        sheet = undefined;
      }
    },
  };
}
