import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { SmartLink } from '../../../components/ui/smart-link';
import { homeQueries } from '../home-api';

/** Friendly links (SPEC §7 blogroll). */
export function LinksBlock() {
  const query = useQuery(homeQueries.links);
  return (
    <SectionPanel title="友情链接">
      <QueryView query={query} skeleton={<Skeleton className="h-10 w-full" />} isEmpty={(links) => links.length === 0}>
        {(links) => (
          <ul className="flex flex-wrap gap-3">
            {links.map((link) => (
              <li key={link.id}>
                <SmartLink
                  href={link.linkUrl}
                  className="inline-block rounded-lg border border-slate-200 px-4 py-2 text-sm text-ink hover:border-brand-500 hover:text-brand-600"
                >
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SectionPanel>
  );
}
