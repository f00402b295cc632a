import { isStoredAddressAllowed, RICH_TEXT_POLICY } from '@edu/api-client';
import DOMPurify from 'dompurify';

/**
 * Article, news and activity bodies are HTML written in the back office. The server sanitises them before
 * it stores them; the page does it again before showing one (bodies stored earlier, or written straight
 * into the database, are not trusted either), with the same policy and the same address rule: no picture
 * or link may point at our API, sign-in or AI service (issue 29), so a body cannot make its reader's
 * browser change something. DOMPurify does the parsing, with the browser's own HTML parser: a server
 * render leaves bodies out (ADR 0024).
 */
export function sanitizeArticleHtml(html: string): string {
  // Without a browser's DOM (a server render) DOMPurify cannot parse, and would hand the HTML back as it
  // is: nothing is shown instead, and the browser draws the body with its own parser.
  if (!DOMPurify.isSupported) return '';
  const body = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
    ALLOWED_ATTR: [...RICH_TEXT_POLICY.attributes],
    ALLOWED_URI_REGEXP: RICH_TEXT_POLICY.url,
    RETURN_DOM: true,
  }) as HTMLElement;
  // The address rule is applied to the sanitised tree rather than in a DOMPurify hook: hooks are global to
  // the DOMPurify instance, and this module keeps no state.
  for (const element of Array.from(body.querySelectorAll('[href], [src]'))) {
    for (const name of RICH_TEXT_POLICY.urlAttributes) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const use = name === 'href' ? 'link' : 'resource';
      if (!isStoredAddressAllowed(value, window.location.origin, use)) element.removeAttribute(name);
    }
    // A picture whose address was refused would show as a broken image: it goes.
    if (element.tagName === 'IMG' && !element.hasAttribute('src')) element.remove();
  }
  return body.innerHTML;
}
