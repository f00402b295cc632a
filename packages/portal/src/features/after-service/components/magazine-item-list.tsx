import type { ContentItem } from '@edu/api-client';
import { ArticleRow } from '../../../components/ui/article-row';

/** Magazine articles as a list; a click opens one. */
export function MagazineItemList({ items, onOpen }: { items: readonly ContentItem[]; onOpen(id: string): void }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" onClick={() => onOpen(item.id)} className="group flex w-full gap-4 py-4 text-left">
            <ArticleRow
              title={item.title}
              summary={item.summary}
              cover={item.cover}
              coverClassName="aspect-video w-36"
              details={[item.schoolName, item.townName]}
              date={item.publishTime || item.createDate}
              viewCount={item.viewCount}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
