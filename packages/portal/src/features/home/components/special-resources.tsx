import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { SmartLink } from '../../../components/ui/smart-link';
import { formatDate } from '../../../lib/format-date';
import { homeQueries } from '../home-api';

/**
 * Special resources (SPEC §7 getSpecialResourceList): themed resource packs by period; a pack opens where its
 * address leads (the section whose material it gathers).
 */
export function SpecialResources() {
  const query = useQuery(homeQueries.specialResources);
  return (
    <SectionPanel title="专题资源">
      <QueryView query={query} skeleton={<CardGridSkeleton cards={4} />} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.list.slice(0, 8).map((item) => (
              <li key={item.id}>
                <SmartLink
                  href={item.linkUrl}
                  className="group block h-full overflow-hidden rounded-lg border border-slate-100 transition-shadow hover:shadow-card"
                >
                  <img src={item.cover} alt="" loading="lazy" className="aspect-video w-full object-cover" />
                  <span className="block p-3">
                    <span className="line-clamp-1 font-medium text-ink group-hover:text-brand-600">{item.title}</span>
                    <span className="mt-1 line-clamp-2 text-xs text-muted">{item.summary}</span>
                    <span className="mt-2 block text-xs text-muted">
                      {formatDate(item.publishTime || item.createDate)} · 浏览 {item.viewCount}
                    </span>
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SectionPanel>
  );
}
