import { useQuery } from '@tanstack/react-query';
import { CoverImage } from '../../../components/cards/cover-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { SmartLink } from '../../../components/ui/smart-link';
import { ErrorState } from '../../../components/ui/status-views';
import { homeQueries } from '../home-api';

/**
 * The advertisements (SPEC §7 commericalad): a row of banners, each with its title (and line) written over
 * its picture as text, legible at any width, and leading where its address says.
 */
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
        <SmartLink
          key={ad.id}
          href={ad.linkUrl}
          className="group relative block aspect-[3/1] overflow-hidden rounded-xl bg-brand-800 shadow-card"
        >
          <CoverImage
            src={ad.cover}
            className="absolute inset-0 size-full transition-transform duration-300 group-hover:scale-[1.02]"
          />
          <span className="absolute inset-0 flex flex-col justify-center bg-gradient-to-r from-brand-900/85 via-brand-900/55 to-transparent px-5 text-white">
            <span className="text-lg leading-snug font-semibold md:text-base lg:text-lg">{ad.title}</span>
            {ad.summary ? <span className="mt-1 line-clamp-1 text-sm text-white/90">{ad.summary}</span> : null}
          </span>
        </SmartLink>
      ))}
    </section>
  );
}
