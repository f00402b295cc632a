import type { ContentPage } from '../../../lib/content-item';
import { formatDate } from '../../../lib/format-date';

/** Magazine articles as a list; a click opens one. */
export function MagazineItemList({ page, onOpen }: { page: ContentPage; onOpen(id: string): void }) {
  return (
    <ul className="divide-y divide-slate-100">
      {page.list.map((item) => (
        <li key={item.id}>
          <button type="button" onClick={() => onOpen(item.id)} className="group flex w-full gap-4 py-4 text-left">
            {item.cover ? (
              <img
                src={item.cover}
                alt=""
                loading="lazy"
                className="hidden aspect-video w-36 shrink-0 rounded-lg object-cover sm:block"
              />
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[17px] font-medium text-ink group-hover:text-brand-600">
                {item.title}
              </span>
              <span className="mt-1 line-clamp-2 block text-sm text-muted">{item.summary}</span>
              <span className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted">
                <span>{item.schoolName}</span>
                <span>{item.townName}</span>
                <time>{formatDate(item.publishTime || item.createDate)}</time>
                <span>浏览 {item.viewCount}</span>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
