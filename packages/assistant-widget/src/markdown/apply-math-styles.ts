import { MATH_STYLE_ATTRIBUTE } from './markdown-constants';
import { parseMathStyle } from './parse-math-style';

const SELECTOR = `[${MATH_STYLE_ATTRIBUTE}]`;

/**
 * Applies the `data-katex-style` declarations of `root` and its descendants through the CSSOM
 * (`style.setProperty`), which a strict `style-src` does not block, unlike style attributes in
 * inserted HTML. Call it right after inserting renderMarkdown's HTML. Only allow-listed properties
 * with checked values are applied (parseMathStyle), and only inside a formula, so a value that did
 * not come through the serializer still cannot restyle the page. Touches only `root`'s subtree.
 */
export function applyMathStyles(root: ParentNode): void {
  if (isStyledElement(root) && root.matches(SELECTOR)) applyTo(root);
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(SELECTOR)) applyTo(element);
}

function isStyledElement(node: ParentNode): node is HTMLElement | SVGElement {
  return 'style' in node && 'matches' in node;
}

function applyTo(element: HTMLElement | SVGElement): void {
  if (element.closest('.katex, .katex-display, .katex-error') === null) return;
  const declarations = parseMathStyle(element.getAttribute(MATH_STYLE_ATTRIBUTE) ?? '');
  for (const { property, value } of declarations ?? []) element.style.setProperty(property, value);
}
