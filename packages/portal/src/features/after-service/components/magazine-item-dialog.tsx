import { useQuery } from '@tanstack/react-query';
import { ArticleSkeleton, ArticleView } from '../../../components/ui/article-view';
import { Dialog } from '../../../components/ui/dialog';
import { QueryView } from '../../../components/ui/query-view';
import { formatDate } from '../../../lib/format-date';
import { magazineItemQuery } from '../after-service-api';

/** A magazine article read in a dialog over the list (the section has no article route). */
export function MagazineItemDialog({ id, onClose }: { id: string; onClose(): void }) {
  const query = useQuery(magazineItemQuery(id));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={query.data?.title ?? '期刊文章'}
      className="md:w-[860px]"
    >
      <article className="px-5 py-6 md:px-8">
        <QueryView query={query} skeleton={<ArticleSkeleton />}>
          {(item) => (
            <ArticleView
              title={item.title}
              html={item.content}
              facts={
                <>
                  <span>{item.schoolName || item.creatorName}</span>
                  <time>{formatDate(item.publishTime || item.createDate)}</time>
                  <span>浏览 {item.viewCount}</span>
                </>
              }
            />
          )}
        </QueryView>
      </article>
    </Dialog>
  );
}
