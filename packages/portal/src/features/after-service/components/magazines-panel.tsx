import { DEFAULT_PAGE_SIZE } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardGrid } from '../../../components/cards/card-grid';
import { CoverImage } from '../../../components/cards/cover-image';
import { PagedView } from '../../../components/lists/paged-view';
import { QueryView } from '../../../components/ui/query-view';
import { CardGridSkeleton, ListSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { pictureLoading } from '../../../lib/picture-loading';
import { magazineIssuesQuery, magazineItemsQuery } from '../after-service-api';
import { MagazineItemDialog } from './magazine-item-dialog';
import { MagazineItemList } from './magazine-item-list';

/** The after-school magazine: its issues, and the articles of the issue chosen (the newest first). */
export function MagazinesPanel() {
  const issues = useQuery(magazineIssuesQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const issueId = chosen ?? issues.data?.at(-1)?.id ?? '';
  return (
    <div className="space-y-5">
      <section aria-labelledby="issues" className="card p-5">
        <h2 id="issues" className="mb-4 text-lg font-semibold text-ink">
          《叶县课后服务》杂志
        </h2>
        <QueryView
          query={issues}
          skeleton={<CardGridSkeleton cards={4} />}
          isEmpty={(list) => list.length === 0}
          emptyText="暂无杂志"
        >
          {(list) => (
            <CardGrid items={[...list].reverse()} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {(issue, index) => (
                <button
                  type="button"
                  aria-pressed={issue.id === issueId}
                  onClick={() => setChosen(issue.id)}
                  className={cn(
                    'block w-full overflow-hidden rounded-lg border-2 text-left',
                    issue.id === issueId ? 'border-brand-600' : 'border-transparent hover:border-brand-200',
                  )}
                >
                  <CoverImage src={issue.cover} loading={pictureLoading(index)} className="aspect-video w-full" />
                  <span className="block p-3">
                    <span className="block truncate font-medium text-ink">{issue.title}</span>
                    <span className="mt-1 line-clamp-2 block text-xs text-muted">{issue.summary}</span>
                  </span>
                </button>
              )}
            </CardGrid>
          )}
        </QueryView>
      </section>
      {issueId ? <IssueArticles key={issueId} issueId={issueId} /> : null}
    </div>
  );
}

function IssueArticles({ issueId }: { issueId: string }) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const items = useQuery(magazineItemsQuery(issueId, { townCode: '', keyword: '', ...page }));
  return (
    <section aria-labelledby="issue-articles" className="card px-5 py-2">
      <h2 id="issue-articles" className="pt-4 text-lg font-semibold text-ink">
        本期文章
      </h2>
      <PagedView
        query={items}
        page={page}
        onPage={setPage}
        skeleton={<ListSkeleton rows={4} />}
        emptyText="本期暂无文章"
      >
        {(items) => <MagazineItemList items={items} onOpen={setOpenId} />}
      </PagedView>
      {openId ? <MagazineItemDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
