import type { ContentItem } from '@edu/api-client';
import { LinkRows } from '../../../components/lists/link-rows';
import { ArticleRow } from '../../../components/ui/article-row';
import { paths } from '../../../config/paths';

/** News rows, each opening its page. */
export function StudioNewsList({ news }: { news: readonly ContentItem[] }) {
  return (
    <LinkRows items={news} hrefOf={paths.studioNews.getHref} rowClassName="group flex gap-4 py-3">
      {(item) => (
        <ArticleRow
          title={item.title}
          summary={item.summary}
          cover={item.cover}
          coverClassName="aspect-video w-32"
          details={[item.creatorName]}
          date={item.publishTime}
          viewCount={item.viewCount}
        />
      )}
    </LinkRows>
  );
}
