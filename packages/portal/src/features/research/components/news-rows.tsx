import type { ContentItem } from '@edu/api-client';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { pictureLoading } from '../../../lib/picture-loading';

/** Research news as rows: cover, title, summary, publisher, date and views, each opening its page. */
export function NewsRows({ news, compact }: { news: readonly ContentItem[]; compact?: boolean }) {
  return (
    <ul className="divide-y divide-slate-100">
      {news.map((item, index) => (
        <li key={item.id}>
          <Link href={paths.lyykArticle.getHref(item.id)} className="group flex gap-4 py-3">
            {item.cover && !compact ? (
              <img
                src={item.cover}
                alt=""
                loading={pictureLoading(index)}
                className="hidden aspect-[4/3] w-32 shrink-0 rounded-lg object-cover sm:block"
              />
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-[16px] font-medium text-ink group-hover:text-brand-600">
                {item.title}
              </span>
              {compact ? null : <span className="mt-1 line-clamp-2 text-sm text-muted">{item.summary}</span>}
              <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
                {item.creatorName ? <span>{item.creatorName}</span> : null}
                <time>{formatDate(item.publishTime || item.createDate)}</time>
                <span>浏览 {item.viewCount}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
