/**
 * Limits and markers of the markdown renderer, named once (STYLE §12). SPEC §9's link and data-image
 * policy is named in @edu/api-client (`MARKDOWN_ALLOWED_LINK_PROTOCOLS`,
 * `MARKDOWN_ALLOWED_DATA_IMAGE_TYPES`); the rest are our own budgets.
 */

/** Image schemes a reply may use; `data:` only with the MIME types below. */
export const ALLOWED_IMAGE_SCHEMES = ['http', 'https'] as const;

/**
 * KaTeX's own guard rails: `maxExpand` caps macro expansions (a `\def` bomb would otherwise hang the
 * tab), `maxSize` caps user-specified sizes in em (`\rule{1000em}{…}` would otherwise cover the page).
 */
export const MATH_MAX_EXPAND = 500;
export const MATH_MAX_SIZE_EM = 20;

/**
 * Rendered formulas kept for reuse: the live tail of a streamed reply is re-rendered on every update,
 * and the cache keeps that from typesetting the same formula again each time.
 */
export const MATH_CACHE_ENTRIES = 1_024;

/** Attribute on a formula shown as source because KaTeX is not loaded yet; value `inline` or `display`. */
export const MATH_PENDING_ATTRIBUTE = 'data-math-pending';

/**
 * Attribute that carries a formula element's layout (KaTeX's inline `style`, allow-listed): a strict
 * `style-src` without 'unsafe-inline' drops style attributes parsed from HTML, but not styles set
 * through the CSSOM, so the widget applies these with `style.setProperty` after inserting the HTML.
 */
export const MATH_STYLE_ATTRIBUTE = 'data-katex-style';

/** Attribute on the copy button of each code block; the widget wires clicks on `[data-copy-code]`. */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code';

/** Accessible name and visible text of the copy button of a code block. */
export const COPY_CODE_LABEL = '复制代码';
export const COPY_CODE_TEXT = '复制';
