import type { ContentItem } from '@edu/api-client';
import { CoverCard } from '../../../components/cards/cover-card';
import { CoverFrame } from '../../../components/cards/cover-frame';
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
    <CoverCard
      href={href}
      picture={
        <CoverFrame
          cover={item.cover}
          aspect="aspect-[4/3]"
          badge={
            badge ? (
              <span className="absolute top-2 left-2 rounded bg-slate-900/70 px-2 py-0.5 text-xs text-white">
                {badge}
              </span>
            ) : null
          }
        />
      }
      title={item.title}
    >
      {meta ? <span className="mt-1 block truncate text-xs text-muted">{meta}</span> : null}
    </CoverCard>
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
