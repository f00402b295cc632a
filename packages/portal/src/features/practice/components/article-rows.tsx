import type { ContentItem } from '@edu/api-client';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { pictureLoading } from '../../../lib/picture-loading';

/** Practice articles as rows: cover, title, summary, type, school, date and views. */
export function ArticleRows({ articles }: { articles: readonly ContentItem[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {articles.map((article, index) => (
        <li key={article.id}>
          <Link href={paths.zhsjArticle.getHref(article.id)} className="group flex gap-4 py-4">
            {article.cover ? (
              <img
                src={article.cover}
                alt=""
                loading={pictureLoading(index)}
                className="hidden aspect-[4/3] w-32 shrink-0 rounded-lg object-cover sm:block"
              />
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-[17px] font-medium text-ink group-hover:text-brand-600">
                {article.title}
              </span>
              <span className="mt-1 line-clamp-2 text-sm text-muted">{article.summary}</span>
              <span className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted">
                {article.typeName ? <span className="text-brand-700">{article.typeName}</span> : null}
                {article.schoolName ? <span>{article.schoolName}</span> : null}
                <time>{formatDate(article.publishTime || article.createDate)}</time>
                <span>浏览 {article.viewCount}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
