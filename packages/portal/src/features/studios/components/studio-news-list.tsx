import type { ContentItem } from '@edu/api-client';
import { Link } from 'wouter';
import { ArticleRow } from '../../../components/ui/article-row';
import { paths } from '../../../config/paths';

/** News rows, each opening its page. */
export function StudioNewsList({ news }: { news: readonly ContentItem[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {news.map((item) => (
        <li key={item.id}>
          <Link href={paths.studioNews.getHref(item.id)} className="group flex gap-4 py-3">
            <ArticleRow
              title={item.title}
              summary={item.summary}
              cover={item.cover}
              coverClassName="aspect-video w-32"
              details={[item.creatorName]}
              date={item.publishTime}
              viewCount={item.viewCount}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
