import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { escapeHtml } from './escape-html';
import { COPY_CODE_ATTRIBUTE, COPY_CODE_LABEL, COPY_CODE_TEXT } from './markdown-constants';
import { isAllowedImageUrl, isAllowedLinkUrl, opensInNewTab } from './url-policy';

/**
 * The token-level half of the safety model (the other half is the allow-list serializer):
 * - links: only http, https, mailto or relative (markdown-it's validateLink lets through the union of
 *   link and image URLs; this splits them by kind), absolute ones open in a new tab without opener;
 * - images: only http(s) or raster `data:` images, else their alt text;
 * - table alignment as a class (`md-align-left|center|right`), since markdown-it writes it as a style
 *   attribute and the only inline styles allowed are KaTeX's;
 * - code blocks with a copy button and a sanitized `language-x` class;
 * - raw HTML, should a rule ever produce it, escaped as text.
 */
export function safeTokensPlugin(md: MarkdownIt): void {
  md.core.ruler.push('safe_tokens', restrictTokens);
  md.renderer.rules.fence = (tokens, index) => renderCode(tokens[index], true);
  md.renderer.rules.code_block = (tokens, index) => renderCode(tokens[index], false);
  md.renderer.rules.html_block = (tokens, index) => `<p>${escapeHtml(tokens[index]?.content ?? '')}</p>\n`;
  md.renderer.rules.html_inline = (tokens, index) => escapeHtml(tokens[index]?.content ?? '');
}

const ALIGN_PATTERN = /^text-align:(left|center|right)$/;
const LANGUAGE_PATTERN = /^[\w+#.-]{1,40}$/;

function restrictTokens(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type === 'th_open' || token.type === 'td_open') alignmentToClass(token);
    if (token.children !== null) restrictInline(token.children, state);
  }
}

function alignmentToClass(token: Token): void {
  const style = token.attrGet('style');
  if (style === null) return;
  token.attrs = token.attrs?.filter(([name]) => name !== 'style') ?? null;
  const alignment = ALIGN_PATTERN.exec(String(style))?.[1];
  if (alignment !== undefined) token.attrJoin('class', `md-align-${alignment}`);
}

function restrictInline(children: Token[], state: StateCore): void {
  for (let index = 0; index < children.length; index += 1) {
    const token = children[index];
    if (token === undefined) continue;
    if (token.type === 'link_open') {
      const href = String(token.attrGet('href') ?? '');
      if (!isAllowedLinkUrl(href)) {
        dropLink(children, index);
      } else if (opensInNewTab(href)) {
        token.attrSet('target', '_blank');
        token.attrSet('rel', 'noopener noreferrer');
      }
    } else if (token.type === 'image' && !isAllowedImageUrl(String(token.attrGet('src') ?? ''))) {
      const text = new state.Token('text', '', 0);
      text.content = token.content;
      children[index] = text;
    }
  }
}

/** Keeps a refused link's text and drops its tags; links do not nest, so the next close is its own. */
function dropLink(children: Token[], openIndex: number): void {
  const closeIndex = children.findIndex((token, index) => index > openIndex && token.type === 'link_close');
  for (const index of [openIndex, closeIndex]) {
    const token = children[index];
    if (index < 0 || token === undefined) continue;
    token.type = 'text';
    token.tag = '';
    token.nesting = 0;
    token.attrs = null;
    token.content = '';
  }
}

function renderCode(token: Token | undefined, fenced: boolean): string {
  if (token === undefined) return '';
  const language = fenced ? (token.info.trim().split(/\s+/)[0] ?? '') : '';
  const languageClass = LANGUAGE_PATTERN.test(language) ? ` class="language-${escapeHtml(language)}"` : '';
  const button = `<button type="button" class="md-code-copy" ${COPY_CODE_ATTRIBUTE} aria-label="${COPY_CODE_LABEL}">${COPY_CODE_TEXT}</button>`;
  return `<div class="md-code-block">${button}<pre><code${languageClass}>${escapeHtml(token.content)}</code></pre></div>\n`;
}
