import { Link } from 'wouter';
import { formatDate } from '../../lib/format-date';

/** An article as the aside of another article's page lists it. */
export interface RelatedArticle {
  id: string;
  title: string;
  publishTime: string;
  createDate: string;
}

/** How many related articles the aside shows. */
const RELATED_SHOWN = 6;

/** Other articles as title links with their dates (相关推荐, 同类资讯), never the one being read. */
export function RelatedArticleList({
  articles,
  currentId,
  hrefOf,
}: {
  articles: readonly RelatedArticle[];
  currentId: string;
  hrefOf(id: string): string;
}) {
  return (
    <ul className="space-y-3">
      {articles
        .filter((article) => article.id !== currentId)
        .slice(0, RELATED_SHOWN)
        .map((article) => (
          <li key={article.id}>
            <Link href={hrefOf(article.id)} className="group block">
              <p className="line-clamp-2 text-[15px] text-ink group-hover:text-brand-600">{article.title}</p>
              <time className="text-xs text-muted">{formatDate(article.publishTime || article.createDate)}</time>
            </Link>
          </li>
        ))}
    </ul>
  );
}
