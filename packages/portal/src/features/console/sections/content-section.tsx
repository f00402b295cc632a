import {
  ADMIN_ARTICLE_KINDS,
  type AdminArticle,
  CONTENT_STATE_LABELS,
  CONTENT_STATES,
  publishArticle,
  unpublishArticle,
  withdrawArticle,
} from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleList, RowButton } from '../components/console-list';
import { FilterSelect } from '../components/filter-select';
import { INPUT_CLASS } from '../components/form-field';
import { SearchButton } from '../components/search-button';
import { SectionHeading } from '../components/section-heading';
import { StateBadge } from '../components/state-badge';
import { consoleQueries, useConsoleWrite } from '../console-api';

const kindName = (kind: string) => ADMIN_ARTICLE_KINDS.find((entry) => entry.kind === kind)?.name ?? kind;

/** The articles of every kind in every state: filters, and publish / withdraw / back to draft per row. */
export default function ContentSection() {
  const [filter, setFilter] = useState({ kind: '', state: '', keyword: '', pageNum: 1, pageSize: 10 });
  const params = {
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  };
  const query = useQuery(consoleQueries.articles(params));
  const publish = useConsoleWrite(
    (row: AdminArticle) => publishArticle(portal, row.id, { version: row.version }),
    '已发布',
  );
  const withdraw = useConsoleWrite(
    (row: AdminArticle) => withdrawArticle(portal, row.id, { version: row.version }),
    '已撤下',
  );
  const unpublish = useConsoleWrite(
    (row: AdminArticle) => unpublishArticle(portal, row.id, { version: row.version }),
    '已退回草稿',
  );
  const busy = publish.isPending || withdraw.isPending || unpublish.isPending;
  const [keyword, setKeyword] = useState('');

  return (
    <section aria-labelledby="content-title" className="space-y-4">
      <SectionHeading id="content-title" title="内容管理">
        <Link
          href={paths.console.getHref('content/edit')}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700"
        >
          新建文章
        </Link>
      </SectionHeading>
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter((old) => ({ ...old, keyword: keyword.trim(), pageNum: 1 }));
        }}
      >
        <FilterSelect
          label="栏目"
          all="全部栏目"
          value={filter.kind}
          choices={ADMIN_ARTICLE_KINDS.map((entry) => ({ id: entry.kind, name: entry.name }))}
          onChange={(kind) => setFilter((old) => ({ ...old, kind, pageNum: 1 }))}
        />
        <FilterSelect
          label="状态"
          all="全部状态"
          value={filter.state}
          choices={CONTENT_STATES.map((state) => ({ id: state, name: CONTENT_STATE_LABELS[state] }))}
          onChange={(state) => setFilter((old) => ({ ...old, state, pageNum: 1 }))}
        />
        <input
          aria-label="标题关键词"
          placeholder="标题关键词"
          className={INPUT_CLASS}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <SearchButton />
      </form>
      <QueryView query={query} skeleton={<ListSkeleton rows={6} />}>
        {(page) => (
          <ConsoleList
            label="文章列表"
            rows={page.list}
            rowKey={(row) => row.id}
            emptyText="没有符合条件的文章"
            columns={[
              {
                header: '标题',
                cell: (row) => (
                  <Link
                    href={`${paths.console.getHref('content/edit')}?id=${encodeURIComponent(row.id)}`}
                    className="text-brand-700 hover:underline"
                  >
                    {row.title}
                  </Link>
                ),
              },
              {
                header: '栏目',
                cell: (row) => `${kindName(row.kind)}${row.typeName ? ` · ${row.typeName}` : ''}`,
                nowrap: true,
              },
              { header: '状态', cell: (row) => <StateBadge state={row.state} />, nowrap: true },
              {
                header: '发布时间',
                cell: (row) => (row.state === 'draft' ? '—' : chinaMinute(row.publishAt)),
                nowrap: true,
              },
              { header: '最后修改', cell: (row) => `${row.updatedByName} ${chinaMinute(row.updatedAt)}` },
            ]}
            actions={(row) => (
              <>
                {row.state !== 'published' ? (
                  <RowButton tone="primary" disabled={busy} onClick={() => publish.mutate(row)}>
                    立即发布
                  </RowButton>
                ) : null}
                {row.state === 'published' ? (
                  <RowButton tone="danger" disabled={busy} onClick={() => withdraw.mutate(row)}>
                    撤下
                  </RowButton>
                ) : null}
                {row.state === 'scheduled' || row.state === 'withdrawn' ? (
                  <RowButton disabled={busy} onClick={() => unpublish.mutate(row)}>
                    退回草稿
                  </RowButton>
                ) : null}
              </>
            )}
            page={{
              total: page.total,
              pageNum: page.pageNum,
              pageSize: page.pageSize,
              onChange: (next) => setFilter((old) => ({ ...old, ...next })),
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
