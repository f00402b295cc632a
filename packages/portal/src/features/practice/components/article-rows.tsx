import type { ContentItem } from '@edu/api-client';
import { ArticleList } from '../../../components/articles/article-list';
import { contentRow } from '../../../components/articles/content-row';
import { paths } from '../../../config/paths';

/** Practice articles as rows: cover, title, summary, type, school, date and views. */
export function ArticleRows({ articles }: { articles: readonly ContentItem[] }) {
  return (
    <ArticleList
      clamped
      items={articles}
      hrefOf={paths.zhsjArticle.getHref}
      rowOf={(article) => ({
        ...contentRow(article),
        coverClassName: 'aspect-[4/3] w-32',
        tag: article.typeName,
        details: [article.schoolName],
      })}
    />
  );
}
