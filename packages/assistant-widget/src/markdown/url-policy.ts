import { MARKDOWN_ALLOWED_DATA_IMAGE_TYPES, MARKDOWN_ALLOWED_LINK_PROTOCOLS } from '@edu/api-client';
import { ALLOWED_IMAGE_SCHEMES } from './markdown-constants';

/**
 * The URL rules of SPEC §9, in one place for the markdown parser (validateLink), the token rule that
 * sets link targets, and the allow-list serializer that checks the finished HTML again.
 *
 * A URL is read the way a browser's URL parser reads it: tabs and newlines anywhere are dropped and
 * leading/trailing C0 controls and spaces are trimmed before the scheme is taken, so `java\tscript:`
 * is seen as `javascript:`. Any other control character makes the URL unacceptable outright.
 */

const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):/i;
const BROWSER_IGNORED_PATTERN = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers trim C0 controls and spaces from URLs.
const EDGE_CONTROLS_PATTERN = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
const CONTROL_PATTERN = /[\u0000-\u001f\u007f]/;
const WEB_SCHEMES: readonly string[] = [...MARKDOWN_ALLOWED_LINK_PROTOCOLS, ...ALLOWED_IMAGE_SCHEMES].filter(
  (scheme) => scheme !== 'mailto',
);
const DATA_IMAGE_PATTERN = new RegExp(`^data:image/(?:${MARKDOWN_ALLOWED_DATA_IMAGE_TYPES.join('|')})[;,]`, 'i');

/** What a URL is, as far as the policy cares. */
export type UrlKind = 'relative' | 'web' | 'mailto' | 'data-image' | 'forbidden';

/** Classifies a URL (already entity-decoded) into the kinds the policy distinguishes. */
export function classifyUrl(url: string): UrlKind {
  const cleaned = url.replace(BROWSER_IGNORED_PATTERN, '').replace(EDGE_CONTROLS_PATTERN, '');
  if (CONTROL_PATTERN.test(cleaned)) return 'forbidden';
  const scheme = SCHEME_PATTERN.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return cleaned.startsWith('//') ? 'web' : 'relative';
  if (scheme === 'data') return DATA_IMAGE_PATTERN.test(cleaned) ? 'data-image' : 'forbidden';
  if (scheme === 'mailto') return 'mailto';
  return WEB_SCHEMES.includes(scheme) ? 'web' : 'forbidden';
}

/** Links: http, https, mailto, or relative (SPEC §9). */
export function isAllowedLinkUrl(url: string): boolean {
  const kind = classifyUrl(url);
  return kind === 'web' || kind === 'mailto' || kind === 'relative';
}

/**
 * Images: http(s) (`//host/…` included) or a `data:` URL of a gif, png, jpeg or webp (SPEC §9).
 * Relative images are refused: they would request paths of the host page's origin.
 */
export function isAllowedImageUrl(url: string): boolean {
  const kind = classifyUrl(url);
  return kind === 'data-image' || kind === 'web';
}

/** Links that leave the host page, which open in a new tab without an opener or referrer. */
export function opensInNewTab(url: string): boolean {
  return classifyUrl(url) === 'web';
}

/** Anything either kind of element may carry: the parser's first gate before the per-kind checks. */
export function isAllowedLinkOrImageUrl(url: string): boolean {
  return isAllowedLinkUrl(url) || isAllowedImageUrl(url);
}
