/** SPEC §7 "Home": the calls of the home page, all GET under portal/v1/. Data not shown in the SPEC is `unknown`. */
import * as z from 'zod/mini';
import { contentItemSchema, contentPageSchema } from '../contract/portal/content-item';
import { articleTotalsSchema, educationMapTownSchema, resourceTotalsSchema } from '../contract/portal/home';
import { footerInfoSchema, navItemSchema, siteInfoSchema } from '../contract/portal-entities';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET portal/v1/commericalad/client — advertisements (path spelled as the backend spells it). */
export const getCommercialAds = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/commericalad/client', { params, schema: z.array(contentItemSchema) });
/** GET portal/v1/client/application/recommendApp — recommended apps. */
export const getRecommendedApps = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/client/application/recommendApp', { params, schema: z.array(contentItemSchema) });
/** GET portal/v1/application/collection — the user's collected apps. */
export const getCollectedApps = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/application/collection', { params, schema: z.array(contentItemSchema) });
/** GET portal/v1/client/v1/article/listHomePage — home news. */
export const getHomeArticles = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/client/v1/article/listHomePage', { params, schema: contentPageSchema });
/** GET portal/v1/blogroll/client — friendly links. */
export const getBlogroll = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/blogroll/client', { params, schema: z.array(contentItemSchema) });
/** GET portal/v1/carouselpic/client — carousel pictures. */
export const getCarouselPictures = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/carouselpic/client', { params, schema: z.array(contentItemSchema) });
/** GET portal/v1/educationMap — the education map. */
export const getEducationMap = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/educationMap', { params, schema: z.array(educationMapTownSchema) });
/** GET portal/v1/resource/client — home resources. */
export const getHomeResources = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/resource/client', { params, schema: resourceTotalsSchema });
/** GET portal/v1/siteconfig/client — site info (webLogo, webName) and footer info (webDesc, recordNumber, copyright). */
export const getSiteConfig = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/siteconfig/client', { params, schema: z.intersection(siteInfoSchema, footerInfoSchema) });
/**
 * GET portal/v1/footer/client — footer info (webDesc, recordNumber, copyright). SPEC §7 does not show this
 * path; the reference server chose it (packages/server/src/portal/README.md).
 */
export const getFooterInfo = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/footer/client', { params, schema: footerInfoSchema });
/** GET portal/v1/navbar/client — navigation items (id, title, linkUrl). */
export const getNavbar = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/navbar/client', { params, schema: z.array(navItemSchema) });
/** GET portal/v1/class-resource/classPeriod/client/getSpecialResourceList — special-delivery class resources. */
export const getSpecialResourceList = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/class-resource/classPeriod/client/getSpecialResourceList', {
    params,
    schema: contentPageSchema,
  });
/** GET portal/v1/client/v1/article/queryArticleTotalAndYesterday — article totals. */
export const getArticleTotals = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/client/v1/article/queryArticleTotalAndYesterday', { params, schema: articleTotalsSchema });
