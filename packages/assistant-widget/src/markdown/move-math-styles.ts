import { MATH_STYLE_ATTRIBUTE } from './markdown-constants';

const TAG_PATTERN = /<[a-zA-Z][^<>]*>/g;
const STYLE_ATTRIBUTE_PATTERN = /(\s)style="/g;

/**
 * Renames the `style` attributes of KaTeX's HTML to `data-katex-style`, before the allow-list
 * serializer checks them: a page with `style-src 'self'` (no 'unsafe-inline') ignores style
 * attributes in HTML inserted with innerHTML, so the widget applies these declarations through the
 * CSSOM instead (applyMathStyles). Only inside tags: KaTeX escapes `"`, `<` and `>` in text and
 * attribute values, so `style="` inside a tag can only start an attribute. Pure.
 */
export function moveMathStyles(html: string): string {
  return html.replace(TAG_PATTERN, (tag) => tag.replace(STYLE_ATTRIBUTE_PATTERN, `$1${MATH_STYLE_ATTRIBUTE}="`));
}
