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
import { Link } from 'wouter';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleFilterForm, KeywordInput } from '../components/console-filter-form';
import { ConsoleList, RowButton } from '../components/console-list';
import { FilterSelect } from '../components/filter-select';
import { SectionHeading } from '../components/section-heading';
import { StateBadge } from '../components/state-badge';
import { useConsoleFilter } from '../components/use-console-filter';
import { consoleQueries, useConsoleWrite } from '../console-api';

const kindName = (kind: string) => ADMIN_ARTICLE_KINDS.find((entry) => entry.kind === kind)?.name ?? kind;

/** The articles of every kind in every state: filters, and publish / withdraw / back to draft per row. */
export default function ContentSection() {
  const filter = useConsoleFilter({ kind: '', state: '', keyword: '' }, 10);
  const query = useQuery(consoleQueries.articles(filter.params));
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
      <ConsoleFilterForm className="grid grid-cols-1 gap-3 sm:grid-cols-4" onSearch={filter.search}>
        <FilterSelect
          label="栏目"
          all="全部栏目"
          choices={ADMIN_ARTICLE_KINDS.map((entry) => ({ id: entry.kind, name: entry.name }))}
          {...filter.liveField('kind')}
        />
        <FilterSelect
          label="状态"
          all="全部状态"
          choices={CONTENT_STATES.map((state) => ({ id: state, name: CONTENT_STATE_LABELS[state] }))}
          {...filter.liveField('state')}
        />
        <KeywordInput label="标题关键词" {...filter.field('keyword')} />
      </ConsoleFilterForm>
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
            page={{ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, onChange: filter.setPaging }}
          />
        )}
      </QueryView>
    </section>
  );
}
