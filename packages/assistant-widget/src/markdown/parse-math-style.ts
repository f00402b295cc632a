import { MATH_STYLE_PROPERTIES, MATH_STYLE_VALUE_PATTERN } from './html-allow-list';

/** One CSS declaration of a formula element: a property of KaTeX's list and a checked value. */
export interface MathStyleDeclaration {
  property: string;
  value: string;
}

/**
 * Parses the value of a `data-katex-style` attribute (`height:1.2em;vertical-align:-0.25em`) into
 * declarations, or `undefined` when any declaration is not allow-listed — the whole value is refused,
 * as the serializer refuses the whole attribute. Values must match MATH_STYLE_VALUE_PATTERN (no
 * parentheses, quotes, slashes, backslashes or colons, so no `url()`, `expression()` or escapes).
 * Pure; the serializer and the widget's `applyMathStyles` share it.
 */
export function parseMathStyle(style: string): MathStyleDeclaration[] | undefined {
  const declarations: MathStyleDeclaration[] = [];
  for (const declaration of style.split(';')) {
    if (declaration.trim() === '') continue;
    const colon = declaration.indexOf(':');
    if (colon < 0) return undefined;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!MATH_STYLE_PROPERTIES.includes(property) || !MATH_STYLE_VALUE_PATTERN.test(value)) return undefined;
    declarations.push({ property, value });
  }
  return declarations;
}
