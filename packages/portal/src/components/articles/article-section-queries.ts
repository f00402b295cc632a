import type { ContentWithBody, NamedOption, Page, PortalClient, PortalParams } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';
import { withoutEmptyText } from '../../lib/without-empty-text';
import type { ArticleSearch } from './article-search';

/** An article list's filter: its category (article type, reform label; '' for all) and the search. */
export interface ArticleFilter extends ArticleSearch {
  type: string;
}

/** The three calls of an article section (资讯中心, 评价改革): its categories, a page of articles, one article. */
export interface ArticleSectionCalls<Item, Detail extends ContentWithBody> {
  categories(client: PortalClient): Promise<NamedOption[]>;
  page(client: PortalClient, params: PortalParams): Promise<Page<Item>>;
  detail(client: PortalClient, params: PortalParams): Promise<Detail>;
}

/**
 * The queries of an article section, keyed under `section`: its categories (fixed for a visit), a page of
 * articles by category, keyword and period (the previous page stays while the next loads), one article
 * (the server counts the view).
 */
export function articleSectionQueries<Item, Detail extends ContentWithBody>(
  section: string,
  calls: ArticleSectionCalls<Item, Detail>,
) {
  return {
    categories: queryOptions({
      queryKey: [section, 'types'],
      queryFn: () => calls.categories(portal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
    page: (filter: ArticleFilter) =>
      queryOptions({
        queryKey: [section, 'list', filter],
        queryFn: () => calls.page(portal, withoutEmptyText(filter)),
        placeholderData: (previous) => previous,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: [section, 'article', id],
        queryFn: () => calls.detail(portal, { id }),
      }),
  };
}
