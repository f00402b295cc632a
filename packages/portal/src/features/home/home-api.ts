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
import * as z from 'zod/mini';
import { previewFileSchema } from '../../components/file-preview/preview-file';
import { contentItemSchema, contentPageSchema, pageSchemaOf, parseData } from '../../lib/content-item';
import { portal, sessionPortal } from '../../lib/portal-clients';

const items = z.array(contentItemSchema);

/** A town of the education map: its schools by phase. */
const townSchema = z.looseObject({
  townCode: z.string(),
  townName: z.string(),
  schoolCount: z.coerce.number(),
  studentCount: z._default(z.coerce.number(), 0),
  schools: z._default(z.array(z.looseObject({ id: z.string(), name: z.string(), phaseId: z.nullish(z.string()) })), []),
});

/** The platform's resource totals. */
const resourceTotalsSchema = z.looseObject({
  resourceTotal: z._default(z.coerce.number(), 0),
  resourceViews: z._default(z.coerce.number(), 0),
  fileTotal: z._default(z.coerce.number(), 0),
  schoolTotal: z._default(z.coerce.number(), 0),
  teacherTotal: z._default(z.coerce.number(), 0),
});

const articleTotalsSchema = z.looseObject({
  total: z._default(z.coerce.number(), 0),
  yesterday: z._default(z.coerce.number(), 0),
});

/** SPEC §7 "Home": one query per block, so each block loads, fails and retries on its own. */
export const homeQueries = {
  ads: queryOptions({
    queryKey: ['home', 'ads'],
    queryFn: async () => parseData(items, await getCommercialAds(portal)),
  }),
  carousel: queryOptions({
    queryKey: ['home', 'carousel'],
    queryFn: async () => parseData(items, await getCarouselPictures(portal)),
  }),
  recommendedApps: queryOptions({
    queryKey: ['home', 'recommended-apps'],
    queryFn: async () => parseData(items, await getRecommendedApps(portal)),
  }),
  collectedApps: (userId: string) =>
    queryOptions({
      queryKey: ['applications', 'collected', userId],
      // A collection call: a 401 only clears the user (SPEC §8).
      queryFn: async () => parseData(items, await getCollectedApps(sessionPortal)),
    }),
  news: queryOptions({
    queryKey: ['home', 'news'],
    queryFn: async () => parseData(contentPageSchema, await getHomeArticles(portal)),
  }),
  links: queryOptions({
    queryKey: ['home', 'links'],
    queryFn: async () => parseData(items, await getBlogroll(portal)),
  }),
  educationMap: queryOptions({
    queryKey: ['home', 'education-map'],
    queryFn: async () => parseData(z.array(townSchema), await getEducationMap(portal)),
  }),
  resourceTotals: queryOptions({
    queryKey: ['home', 'resource-totals'],
    queryFn: async () => parseData(resourceTotalsSchema, await getHomeResources(portal)),
  }),
  recommendedResources: queryOptions({
    queryKey: ['home', 'recommended-resources'],
    queryFn: async () => parseData(pageSchemaOf(previewFileSchema), await getRecommendedResources(portal)),
  }),
  specialResources: queryOptions({
    queryKey: ['home', 'special-resources'],
    queryFn: async () => parseData(contentPageSchema, await getSpecialResourceList(portal)),
  }),
  articleTotals: queryOptions({
    queryKey: ['home', 'article-totals'],
    queryFn: async () => parseData(articleTotalsSchema, await getArticleTotals(portal)),
  }),
};
