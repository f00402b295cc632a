import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { SmartLink } from '../../../components/ui/smart-link';
import { ErrorState } from '../../../components/ui/status-views';
import { homeQueries } from '../home-api';

/** The advertisements (SPEC §7 commericalad): a row of banners. */
export function AdBanners() {
  const query = useQuery(homeQueries.ads);
  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="aspect-[3/1]" />
        <Skeleton className="aspect-[3/1]" />
        <Skeleton className="aspect-[3/1]" />
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <section aria-label="专题推荐" className="grid gap-4 md:grid-cols-3">
      {query.data.slice(0, 3).map((ad) => (
        <SmartLink key={ad.id} href={ad.linkUrl} className="group block overflow-hidden rounded-xl shadow-card">
          <img
            src={ad.cover}
            alt={ad.title}
            loading="lazy"
            className="aspect-[3/1] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </SmartLink>
      ))}
    </section>
  );
}
