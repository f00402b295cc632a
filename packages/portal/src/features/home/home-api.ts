import {
  getArticleTotals,
  getBlogroll,
  getCarouselPictures,
  getCollectedApps,
  getCommercialAds,
  getEducationMap,
  getHomeArticles,
  getHomeResources,
  getRecommendedApps,
  getRecommendedResources,
  getSpecialResourceList,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal, sessionPortal } from '../../lib/portal-clients';

/** SPEC §7 "Home": one query per block, so each block loads, fails and retries on its own. */
export const homeQueries = {
  ads: queryOptions({
    queryKey: ['home', 'ads'],
    queryFn: () => getCommercialAds(portal),
  }),
  carousel: queryOptions({
    queryKey: ['home', 'carousel'],
    queryFn: () => getCarouselPictures(portal),
  }),
  recommendedApps: queryOptions({
    queryKey: ['home', 'recommended-apps'],
    queryFn: () => getRecommendedApps(portal),
  }),
  collectedApps: (userId: string) =>
    queryOptions({
      queryKey: ['applications', 'collected', userId],
      // A collection call: a 401 only clears the user (SPEC §8).
      queryFn: () => getCollectedApps(sessionPortal),
    }),
  news: queryOptions({
    queryKey: ['home', 'news'],
    queryFn: () => getHomeArticles(portal),
  }),
  links: queryOptions({
    queryKey: ['home', 'links'],
    queryFn: () => getBlogroll(portal),
  }),
  educationMap: queryOptions({
    queryKey: ['home', 'education-map'],
    queryFn: () => getEducationMap(portal),
  }),
  resourceTotals: queryOptions({
    queryKey: ['home', 'resource-totals'],
    queryFn: () => getHomeResources(portal),
  }),
  recommendedResources: queryOptions({
    queryKey: ['home', 'recommended-resources'],
    queryFn: () => getRecommendedResources(portal),
  }),
  specialResources: queryOptions({
    queryKey: ['home', 'special-resources'],
    queryFn: () => getSpecialResourceList(portal),
  }),
  articleTotals: queryOptions({
    queryKey: ['home', 'article-totals'],
    queryFn: () => getArticleTotals(portal),
  }),
};
