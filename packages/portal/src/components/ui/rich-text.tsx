import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { sanitizeArticleHtml } from '../../lib/sanitize-article-html';

/** An article body from the server (HTML written in the back office), sanitised before it is shown. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeArticleHtml (DOMPurify, allow-list).
  return <div className={cn('rich-text text-ink', className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
