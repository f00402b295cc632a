import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { sanitizeArticleHtml } from '../../lib/sanitize-article-html';
import { useBrowserRender } from '../../lib/use-browser-render';

/**
 * An article body from the server (HTML written in the back office), sanitised before it is shown. It is
 * left empty by a server render and while the browser hydrates one: only the browser's parser sanitises.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const inBrowser = useBrowserRender();
  const safe = useMemo(() => (inBrowser ? sanitizeArticleHtml(html) : ''), [inBrowser, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeArticleHtml (DOMPurify, allow-list).
  return <div className={cn('rich-text text-ink', className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
