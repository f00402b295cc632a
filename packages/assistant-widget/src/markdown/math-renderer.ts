import { escapeHtml } from './escape-html';
import { MATH_CACHE_ENTRIES, MATH_MAX_EXPAND, MATH_MAX_SIZE_EM, MATH_PENDING_ATTRIBUTE } from './markdown-constants';
import { moveMathStyles } from './move-math-styles';
import { sanitizeRenderedHtml } from './sanitize-rendered-html';

/** Turns TeX into HTML; `displayMode` for `$$…$$`. Must never throw. */
export type MathToHtml = (tex: string, displayMode: boolean) => string;

/**
 * KaTeX is ~78 KB gzip, so it is not imported statically: until `loadMathRenderer()` has resolved,
 * formulas render as their escaped source inside a `[data-math-pending]` span, and the widget renders
 * the reply again once KaTeX is in. Module state is deliberate: KaTeX is loaded once per page.
 */
let mathToHtml: MathToHtml | undefined;
let loading: Promise<void> | undefined;
let revision = 0;
const cache = new Map<string, string>();

/**
 * Loads KaTeX (a dynamic import, so bundlers put it in its own chunk) and registers it as the math
 * renderer. Idempotent; a failed load can be retried by calling it again.
 */
export function loadMathRenderer(): Promise<void> {
  loading ??= import('katex').then(
    ({ default: katex }) => {
      setMathRenderer((tex, displayMode) => {
        try {
          return katex.renderToString(tex, {
            displayMode,
            output: 'html',
            throwOnError: false,
            trust: false,
            strict: 'ignore',
            maxExpand: MATH_MAX_EXPAND,
            maxSize: MATH_MAX_SIZE_EM,
          });
        } catch {
          // throwOnError only covers TeX errors; anything else KaTeX throws shows the source instead.
          return `<span class="katex-error">${escapeHtml(tex)}</span>`;
        }
      });
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** True once a math renderer is registered (KaTeX loaded). */
export function isMathRendererLoaded(): boolean {
  return mathToHtml !== undefined;
}

/**
 * Registers the math renderer (or removes it with `undefined`). `loadMathRenderer` calls this with
 * KaTeX; tests call it with a spy or to go back to the not-loaded state.
 */
export function setMathRenderer(renderer: MathToHtml | undefined): void {
  mathToHtml = renderer;
  if (renderer === undefined) loading = undefined;
  cache.clear();
  revision += 1;
}

/** Changes whenever the renderer changes, so a stream can tell its placeholders are out of date. */
export function getMathRendererRevision(): number {
  return revision;
}

/**
 * Safe HTML for one formula: KaTeX's output, its inline styles moved to `data-katex-style`, passed
 * through the allow-list serializer when loaded
 * (cached, since a streamed tail renders the same formula on every update), else the escaped source
 * with its delimiters in a pending span.
 */
export function renderMathHtml(tex: string, displayMode: boolean): string {
  if (mathToHtml === undefined) {
    const delimiter = displayMode ? '$$' : '$';
    const mode = displayMode ? 'display' : 'inline';
    return `<span class="md-math-pending" ${MATH_PENDING_ATTRIBUTE}="${mode}">${escapeHtml(delimiter + tex + delimiter)}</span>`;
  }
  const key = (displayMode ? 'D' : 'I') + tex;
  const cached = cache.get(key);
  if (cached !== undefined) {
    // Refresh the entry's place so the Map's insertion order works as least-recently-used.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const html = sanitizeRenderedHtml(moveMathStyles(mathToHtml(tex, displayMode)));
  cache.set(key, html);
  if (cache.size > MATH_CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return html;
}
