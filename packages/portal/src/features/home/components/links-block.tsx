import { useQuery } from '@tanstack/react-query';
import { LinkChips } from '../../../components/ui/link-chips';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { homeQueries } from '../home-api';

/** Friendly links (SPEC §7 blogroll). */
export function LinksBlock() {
  const query = useQuery(homeQueries.links);
  return (
    <SectionPanel title="友情链接">
      <QueryView query={query} skeleton={<Skeleton className="h-10 w-full" />} isEmpty={(links) => links.length === 0}>
        {(links) => (
          <LinkChips
            look="outline"
            links={links.map((link) => ({ key: link.id, href: link.linkUrl, label: link.title }))}
          />
        )}
      </QueryView>
    </SectionPanel>
  );
}
