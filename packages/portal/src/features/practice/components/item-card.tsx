import type { ContentItem } from '@edu/api-client';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';

/** A picture card (album, video, school, activity) linking to its page; `badge` marks videos. */
export function ItemCard({
  item,
  href,
  meta,
  badge,
}: {
  item: Pick<ContentItem, 'id' | 'title' | 'cover'>;
  href: string;
  meta?: string;
  badge?: string;
}) {
  return (
    <Link
      href={href}
      className="group block overflow-hidden rounded-xl border border-slate-100 bg-white transition-shadow hover:shadow-card"
    >
      <span className="relative block aspect-[4/3] bg-brand-50">
        {item.cover ? <img src={item.cover} alt="" loading="lazy" className="size-full object-cover" /> : null}
        {badge ? (
          <span className="absolute top-2 left-2 rounded bg-slate-900/70 px-2 py-0.5 text-xs text-white">{badge}</span>
        ) : null}
      </span>
      <span className="block p-3">
        <span className="block truncate font-medium text-ink group-hover:text-brand-600">{item.title}</span>
        {meta ? <span className="mt-1 block truncate text-xs text-muted">{meta}</span> : null}
      </span>
    </Link>
  );
}

/** The date and view count line of a list item. */
function itemMeta(item: Pick<ContentItem, 'publishTime' | 'createDate' | 'viewCount'>): string {
  return `${formatDate(item.publishTime || item.createDate)} · 浏览 ${item.viewCount}`;
}

/** Albums or videos as a grid of cards, each opening its page. */
export function MediaCards({ items, type }: { items: readonly ContentItem[]; type: 'album' | 'video' }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          href={paths.zhsjMediaDetail.getHref(item.id, type)}
          meta={itemMeta(item)}
          badge={type === 'video' ? '视频' : undefined}
        />
      ))}
    </div>
  );
}
