import markdownIt, { type MarkdownIt } from 'markdown-it';
import { mathPlugin } from './math-plugin';
import { safeTokensPlugin } from './safe-tokens-plugin';
import { isAllowedLinkOrImageUrl } from './url-policy';

/**
 * The one markdown-it configuration of the widget.
 * - `html: false` (and the HTML rules disabled): raw HTML in a reply is shown as text.
 * - `breaks: true`: replies use single newlines as line breaks, Chinese text especially.
 * - `linkify` for bare `http(s)://` and e-mail addresses only (`fuzzyLink: false`), so `file.md`
 *   in Chinese prose does not turn into a link.
 * - Reference definitions (`[x]: url`) are off: a definition further down would change blocks
 *   already finished while streaming, which the streaming renderer promises never to re-parse.
 *   They show as text; inline links and autolinks work.
 */
export function createMarkdownParser(): MarkdownIt {
  const md = markdownIt('default', { html: false, linkify: true, breaks: true, typographer: false });
  md.linkify.set({ fuzzyLink: false });
  md.disable(['html_block', 'html_inline', 'reference']);
  md.validateLink = isAllowedLinkOrImageUrl;
  md.use(mathPlugin);
  md.use(safeTokensPlugin);
  return md;
}
