import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import type { SearchField } from '../search-bar/search-fields';
import type { SearchSubmission } from '../search-bar/search-form';

/** The search of the article lists (资讯中心, 评价改革): a keyword in the title or summary, and a publication period. */
export const ARTICLE_SEARCH_FIELDS: readonly SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索标题或摘要', col: 2 },
  { kind: 'date-range', prop: 'startDate', endProp: 'endDate', label: '发布时间', col: 2 },
];

/** What an article list is filtered and paged by, besides its own category. */
export interface ArticleSearch {
  keyword: string;
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

export const FIRST_ARTICLE_PAGE: ArticleSearch = {
  keyword: '',
  startDate: '',
  endDate: '',
  pageNum: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** The search a submitted search bar asks for (missing fields are empty: cleared, not kept). */
export function articleSearchOf({ values, pageNum, pageSize }: SearchSubmission): ArticleSearch {
  return {
    keyword: values.keyword ?? '',
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    pageNum,
    pageSize,
  };
}
