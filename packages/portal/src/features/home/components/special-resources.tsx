import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { homeQueries } from '../home-api';

/** Special resources (SPEC §7 getSpecialResourceList): themed resource packs by period. */
export function SpecialResources() {
  const query = useQuery(homeQueries.specialResources);
  return (
    <SectionPanel title="专题资源">
      <QueryView query={query} skeleton={<CardGridSkeleton cards={4} />} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {page.list.slice(0, 8).map((item) => (
              <li key={item.id} className="overflow-hidden rounded-lg border border-slate-100">
                <img src={item.cover} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
                <div className="p-3">
                  <p className="line-clamp-1 font-medium text-ink">{item.title}</p>
                  <p className="mt-1 line-clamp-2 text-xs text-muted">{item.summary}</p>
                  <p className="mt-2 text-xs text-muted">
                    {formatDate(item.publishTime || item.createDate)} · 浏览 {item.viewCount}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SectionPanel>
  );
}
