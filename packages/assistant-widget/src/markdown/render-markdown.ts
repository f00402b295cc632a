import { MATH_PENDING_ATTRIBUTE } from './markdown-constants';
import { parseMarkdown, renderTokensSafely } from './render-tokens';

/**
 * Renders a reply's markdown to safe HTML: raw HTML shows as text, links are http, https, mailto or
 * relative, images http(s) or raster `data:`, and the result passes the allow-list serializer.
 * Pure and DOM-free. Formulas are typeset once `loadMathRenderer()` has resolved; before that they
 * show as source in `[data-math-pending]` spans (see `hasPendingMath`).
 */
export function renderMarkdown(markdown: string): string {
  return renderTokensSafely(parseMarkdown(markdown));
}

const PENDING_MARKER = ` ${MATH_PENDING_ATTRIBUTE}="`;

/**
 * True when rendered HTML holds formulas waiting for KaTeX: call `loadMathRenderer()` and render
 * again. (Reply text cannot fake the marker: a `"` in text is always escaped.)
 */
export function hasPendingMath(html: string): boolean {
  return html.includes(PENDING_MARKER);
}
