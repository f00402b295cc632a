import { RICH_TEXT_POLICY } from '@edu/api-client';
import DOMPurify from 'dompurify';

/**
 * Article, news and activity bodies are HTML written in the back office. The server sanitises them before
 * it stores them; the page does it again before showing one (bodies stored earlier, or written straight
 * into the database, are not trusted either), with the same policy. DOMPurify does the parsing.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
    ALLOWED_ATTR: [...RICH_TEXT_POLICY.attributes],
    ALLOWED_URI_REGEXP: RICH_TEXT_POLICY.url,
  });
}
