import type { ReactNode } from 'react';
import { RichText } from './rich-text';
import { Skeleton } from './skeleton';

export interface ArticleViewProps {
  title: string;
  /** The line under the title: type, source, date, views. */
  facts: ReactNode;
  cover?: string;
  /** The body's HTML from the server (sanitised by RichText). */
  html: string;
}

/** An article's title, facts, cover and body: the detail screens' one layout. */
export function ArticleView({ title, facts, cover, html }: ArticleViewProps) {
  return (
    <>
      <h1 className="text-2xl leading-snug font-semibold text-ink md:text-[28px]">{title}</h1>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-b border-slate-100 pb-4 text-sm text-muted">{facts}</p>
      {cover ? <img src={cover} alt="" className="mt-6 w-full rounded-lg" /> : null}
      <RichText html={html} className="mt-6" />
    </>
  );
}

/** The article layout while it loads. */
export function ArticleSkeleton() {
  return (
    <div role="status" aria-label="正在加载文章" className="space-y-4">
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
