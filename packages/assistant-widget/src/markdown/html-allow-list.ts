import { COPY_CODE_ATTRIBUTE, MATH_PENDING_ATTRIBUTE, MATH_STYLE_ATTRIBUTE } from './markdown-constants';

/**
 * The only elements and attributes the renderer's HTML may hold: what markdown-it (html: false),
 * our code-block and math rules, and KaTeX's HTML output produce — nothing else. The serializer
 * (sanitize-rendered-html.ts) enforces it, and the Chromium corpus check asserts it on the live DOM.
 */

/** How an attribute's value is checked. */
export type AttributeRule =
  | { kind: 'text' }
  | { kind: 'class' }
  | { kind: 'link-url' }
  | { kind: 'image-url' }
  | { kind: 'pattern'; pattern: RegExp }
  | { kind: 'exact'; values: readonly string[] }
  | { kind: 'math-style' };

export interface ElementRule {
  attributes: Readonly<Record<string, AttributeRule>>;
  /** Allowed only inside a formula (an element KaTeX marks with a `katex*` class). */
  mathOnly?: boolean;
  /** Has no closing tag: HTML void elements and KaTeX's self-closed SVG children. */
  empty?: boolean;
}

const TEXT: AttributeRule = { kind: 'text' };
const CLASS: AttributeRule = { kind: 'class' };
const SVG_LENGTH: AttributeRule = { kind: 'pattern', pattern: /^[-0-9.%a-z ]{0,64}$/i };

/**
 * Classes that start a formula: inside them KaTeX's SVG and its layout styles are allowed. The
 * styles travel in `data-katex-style` (moved there from KaTeX's `style` by move-math-styles.ts) and
 * the widget applies them through the CSSOM, so the output never holds a `style` attribute: a strict
 * `style-src` would drop it.
 */
export const MATH_ROOT_CLASSES: readonly string[] = ['katex', 'katex-display', 'katex-error'];

/**
 * CSS properties KaTeX 0.16 writes in its HTML output (from its source: `style.<name> =`), and
 * the values it writes: numbers with units, colour names and hex colours, keywords. No parentheses,
 * quotes, slashes or backslashes, so no url(), expression() or escapes.
 */
export const MATH_STYLE_PROPERTIES: readonly string[] = [
  'background-color',
  'border-bottom-width',
  'border-color',
  'border-right-style',
  'border-right-width',
  'border-style',
  'border-top-width',
  'border-width',
  'bottom',
  'color',
  'height',
  'left',
  'margin',
  'margin-left',
  'margin-right',
  'margin-top',
  'min-width',
  'padding-left',
  'position',
  'text-shadow',
  'top',
  'vertical-align',
  'width',
];
export const MATH_STYLE_VALUE_PATTERN = /^[-a-z0-9#.% ]{1,64}$/i;

const BLOCK_ELEMENTS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'li', 'pre'];
const INLINE_ELEMENTS = ['em', 'strong', 's'];
const TABLE_ELEMENTS = ['table', 'thead', 'tbody', 'tr'];

export const ELEMENT_RULES: Readonly<Record<string, ElementRule>> = {
  ...Object.fromEntries(
    [...BLOCK_ELEMENTS, ...INLINE_ELEMENTS, ...TABLE_ELEMENTS].map((name) => [name, { attributes: {} }]),
  ),
  br: { attributes: {}, empty: true },
  hr: { attributes: {}, empty: true },
  ol: { attributes: { start: { kind: 'pattern', pattern: /^\d{1,9}$/ } } },
  th: { attributes: { class: CLASS } },
  td: { attributes: { class: CLASS } },
  code: { attributes: { class: CLASS } },
  div: { attributes: { class: CLASS } },
  a: {
    attributes: {
      href: { kind: 'link-url' },
      title: TEXT,
      target: { kind: 'exact', values: ['_blank'] },
      rel: { kind: 'exact', values: ['noopener noreferrer'] },
    },
  },
  img: { attributes: { src: { kind: 'image-url' }, alt: TEXT, title: TEXT }, empty: true },
  // The copy button of a code block: we emit it ourselves, it submits nothing (type="button").
  button: {
    attributes: {
      type: { kind: 'exact', values: ['button'] },
      class: CLASS,
      'aria-label': TEXT,
      [COPY_CODE_ATTRIBUTE]: { kind: 'exact', values: [''] },
    },
  },
  span: {
    attributes: {
      class: CLASS,
      [MATH_STYLE_ATTRIBUTE]: { kind: 'math-style' },
      title: TEXT,
      'aria-hidden': { kind: 'exact', values: ['true'] },
      [MATH_PENDING_ATTRIBUTE]: { kind: 'exact', values: ['inline', 'display'] },
    },
  },
  svg: {
    mathOnly: true,
    attributes: {
      xmlns: { kind: 'exact', values: ['http://www.w3.org/2000/svg'] },
      width: SVG_LENGTH,
      height: SVG_LENGTH,
      viewBox: SVG_LENGTH,
      preserveAspectRatio: { kind: 'pattern', pattern: /^[a-z ]{1,40}$/i },
      [MATH_STYLE_ATTRIBUTE]: { kind: 'math-style' },
    },
  },
  path: { mathOnly: true, empty: true, attributes: { d: { kind: 'pattern', pattern: /^[-0-9.,a-z\s]*$/i } } },
  line: {
    mathOnly: true,
    empty: true,
    attributes: { x1: SVG_LENGTH, y1: SVG_LENGTH, x2: SVG_LENGTH, y2: SVG_LENGTH, 'stroke-width': SVG_LENGTH },
  },
};
