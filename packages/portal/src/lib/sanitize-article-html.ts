import DOMPurify from 'dompurify';

/** The markup an article body may keep: text structure, emphasis, lists, tables, images and links. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'a',
  'figure',
  'figcaption',
  'hr',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'];

/**
 * Article bodies are HTML written in the back office and stored as is: before they reach the page they
 * keep only the tags and attributes above, links and images only over http(s) or site paths (no
 * `javascript:`, no `data:`), no inline style or event handler. DOMPurify does the parsing.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/))/i,
  });
}
