import { type FirstPictures, prefetchQueries, type ScreenPrefetch } from '../../lib/prefetch-queries';
import { homeQueries } from './home-api';

/**
 * The queries of the screen's first render, started before React DOM evaluates (ADR 0023).
 * Every home block's query starts at once, so the blocks find their data instead of asking for it after
 * their first render.
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const prefetch: ScreenPrefetch = (client) =>
  prefetchQueries(client, [
    homeQueries.carousel,
    homeQueries.news,
    homeQueries.resourceTotals,
    homeQueries.articleTotals,
    homeQueries.ads,
    homeQueries.recommendedApps,
    homeQueries.recommendedResources,
    homeQueries.specialResources,
    homeQueries.educationMap,
    homeQueries.links,
  ]);

/**
 * The home page's largest picture: the carousel's first slide (the one it shows first), when the render
 * has the carousel.
 * @public read by route-table.ts from the lazy import, which knip cannot follow.
 */
export const firstPictures: FirstPictures = (client) => {
  const cover = client.getQueryData(homeQueries.carousel.queryKey)?.[0]?.cover;
  return cover ? [cover] : [];
};
