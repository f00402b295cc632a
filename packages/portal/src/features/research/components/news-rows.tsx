import type { ContentItem } from '@edu/api-client';
import { ArticleList } from '../../../components/articles/article-list';
import { paths } from '../../../config/paths';

/** Research news as rows: cover, title, summary, publisher, date and views; `compact`: title and facts only. */
export function NewsRows({ news, compact }: { news: readonly ContentItem[]; compact?: boolean }) {
  return (
    <ArticleList
      dense
      clamped
      items={news}
      hrefOf={paths.lyykArticle.getHref}
      rowOf={(item) => ({
        title: item.title,
        summary: compact ? undefined : item.summary,
        cover: compact ? undefined : item.cover,
        coverClassName: 'aspect-[4/3] w-32',
        details: [item.creatorName],
        date: item.publishTime || item.createDate,
        viewCount: item.viewCount,
      })}
    />
  );
}
