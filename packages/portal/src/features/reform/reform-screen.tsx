import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { ArticleRow } from '../../components/ui/article-row';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { QueryView } from '../../components/ui/query-view';
import { ListSkeleton, Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { type ReformFilter, reformLabelsQuery, reformPageQuery } from './reform-api';

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '搜索标题或摘要', col: 2 },
  { kind: 'date-range', prop: 'startDate', endProp: 'endDate', label: '发布时间', col: 2 },
];

const FIRST_PAGE: ReformFilter = {
  label: '',
  keyword: '',
  startDate: '',
  endDate: '',
  pageNum: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/**
 * The data of this screen's first render, asked for as soon as its chunk arrives.
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [reformLabelsQuery, reformPageQuery(FIRST_PAGE)]);

/** /reform: evaluation-reform news by label, searchable by keyword and date, paged (SPEC §1, §7). */
export default function ReformScreen() {
  const [filter, setFilter] = useState<ReformFilter>(FIRST_PAGE);
  const labels = useQuery(reformLabelsQuery);
  const news = useQuery(reformPageQuery(filter));
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="评价改革">深化新时代教育评价改革：政策解读、区域实践与学校案例。</PageHeader>
      {labels.isPending ? <Skeleton className="h-9 w-72" /> : null}
      <ChoiceChips
        label="改革标签"
        options={[{ value: '', label: '全部' }, ...(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))]}
        value={filter.label}
        onChange={(label) => setFilter((current) => ({ ...current, label, pageNum: 1 }))}
      />
      <SearchBar
        fields={FIELDS}
        pageSize={filter.pageSize}
        onSearch={({ values, pageNum, pageSize }) =>
          setFilter((current) => ({
            ...current,
            keyword: values.keyword ?? '',
            startDate: values.startDate ?? '',
            endDate: values.endDate ?? '',
            pageNum,
            pageSize,
          }))
        }
      />
      <section aria-label="评价改革资讯" className="card px-5 py-2">
        <QueryView
          query={news}
          skeleton={<ListSkeleton rows={6} />}
          isEmpty={(page) => page.list.length === 0}
          emptyText="没有找到符合条件的资讯"
        >
          {(page) => (
            <>
              <ul className="divide-y divide-slate-100">
                {page.list.map((item) => (
                  <li key={item.id}>
                    <Link href={paths.reformDetail.getHref(item.id)} className="group flex gap-4 py-4">
                      <ArticleRow
                        title={item.title}
                        summary={item.summary}
                        cover={item.cover}
                        tag={item.labelName}
                        details={[item.schoolName || item.creatorName]}
                        date={item.publishTime || item.createDate}
                        viewCount={item.viewCount}
                      />
                    </Link>
                  </li>
                ))}
              </ul>
              <Pagination
                total={page.total}
                pageNum={filter.pageNum}
                pageSize={filter.pageSize}
                onChange={(next) => setFilter((current) => ({ ...current, ...next }))}
              />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
