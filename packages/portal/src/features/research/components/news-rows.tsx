import type { ContentItem } from '@edu/api-client';
import { ArticleList } from '../../../components/articles/article-list';
import { contentRow } from '../../../components/articles/content-row';
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
        ...contentRow(item),
        ...(compact ? { summary: undefined, cover: undefined } : {}),
        coverClassName: 'aspect-[4/3] w-32',
        details: [item.creatorName],
      })}
    />
  );
}
