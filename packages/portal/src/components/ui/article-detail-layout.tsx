import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ArticleSkeleton } from './article-view';
import { Breadcrumb } from './breadcrumb';
import { QueryView } from './query-view';

export interface ArticleDetailLayoutProps<T> {
  /** The section the article belongs to (the breadcrumb's link back). */
  section: { label: string; href: string };
  query: UseQueryResult<T>;
  children: (article: T) => ReactNode;
  /** Beside the article on a wide screen, below it on a phone (related articles). */
  aside: ReactNode;
}

/** An article detail screen (information, evaluation reform): breadcrumb, the article card, an aside. */
export function ArticleDetailLayout<T>({ section, query, children, aside }: ArticleDetailLayoutProps<T>) {
  return (
    <div className="page-container grid grid-cols-1 gap-6 py-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Breadcrumb trail={[section]} current="正文" className="lg:col-span-2" />
      <article className="card min-w-0 px-5 py-6 md:px-10 md:py-8">
        <QueryView query={query} skeleton={<ArticleSkeleton />}>
          {children}
        </QueryView>
      </article>
      <aside>{aside}</aside>
    </div>
  );
}
