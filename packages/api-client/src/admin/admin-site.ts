/**
 * The console's site section (issue 32): the home page's carousel, ads, recommended apps, friendly links
 * and navigation items, and the site's name, logo, description, record number and copyright. What is
 * saved here is what every server copy answers from the next request on.
 */
import * as z from 'zod/mini';
import { RICH_TEXT_POLICY } from '../contract/rich-text-policy';
import { VALIDATION_MESSAGES } from '../messages';
import type { PortalClient } from '../portal/create-portal-client';
import { requiredRule } from '../validation/form-rules';
import { ADMIN_API_PREFIX, adminWriteResultSchema, maxChars, ruledText, versionInputSchema } from './admin-common';

/** The home page's lists the console edits, with their names. */
export const HOME_ITEM_KINDS = [
  { kind: 'carousel', name: '轮播图' },
  { kind: 'ad', name: '广告' },
  { kind: 'application', name: '推荐应用' },
  { kind: 'link', name: '友情链接' },
  { kind: 'nav', name: '导航栏' },
] as const;

/** A home page list the console edits. */
export type HomeItemKind = (typeof HOME_ITEM_KINDS)[number]['kind'];

/** How an application opens: in the portal's tab, or in a new one. */
export const APP_OPEN_MODES = [
  { id: 'self', name: '当前窗口' },
  { id: 'blank', name: '新窗口' },
] as const;
/** How an application opens. */
export type AppOpenMode = (typeof APP_OPEN_MODES)[number]['id'];

const appOpenModeSchema = z.enum(APP_OPEN_MODES.map((mode) => mode.id) as [AppOpenMode, ...AppOpenMode[]]);

/**
 * How an application opens: the mode the console stored when it is one of {@link APP_OPEN_MODES}; else (an
 * application never edited in the console, or a value no copy knows) in place for a page of the portal
 * and in a new tab for another site, as the portal has always opened them.
 */
export function appOpenModeOf(stored: unknown, linkUrl: string): AppOpenMode {
  const known = z.safeParse(appOpenModeSchema, stored);
  if (known.success) return known.data;
  return /^https?:/i.test(linkUrl.trim()) ? 'blank' : 'self';
}

/** The longest fields of the site's texts and the home page's items, in characters. */
export const SITE_MAX_CHARS = { name: 50, title: 100, summary: 300, link: 500, description: 500, record: 100 } as const;

const homeKindSchema = z.enum(HOME_ITEM_KINDS.map((entry) => entry.kind) as [HomeItemKind, ...HomeItemKind[]]);

/** A link the portal may follow: a site path, or an http(s) address (SPEC §5 URL rule, its message). */
export const linkRule = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' || RICH_TEXT_POLICY.url.test(text) ? undefined : VALIDATION_MESSAGES.url;
};

const itemFields = {
  title: ruledText(requiredRule(), maxChars(SITE_MAX_CHARS.title)),
  /** The picture (carousel, ad) or icon (application): an uploaded picture's address. */
  picture: z.optional(ruledText(linkRule, maxChars(SITE_MAX_CHARS.link))),
  linkUrl: ruledText(requiredRule(), linkRule, maxChars(SITE_MAX_CHARS.link)),
  /** Applications only: a line under the name. */
  summary: z.optional(ruledText(maxChars(SITE_MAX_CHARS.summary))),
  /** Applications only. */
  openMode: z.optional(appOpenModeSchema),
};

/** POST admin/site/items/create: a new item at the end of its list, shown at once. */
export const homeItemCreateInputSchema = z.strictObject({ kind: homeKindSchema, ...itemFields });
/** A new home page item. */
export type HomeItemCreateInput = z.infer<typeof homeItemCreateInputSchema>;

/** POST admin/site/items/{id}/update. */
export const homeItemUpdateInputSchema = z.strictObject({ version: versionInputSchema, ...itemFields });
/** An edit of a home page item. */
export type HomeItemUpdateInput = z.infer<typeof homeItemUpdateInputSchema>;

/** POST admin/site/items/{id}/visibility: shown on the home page or hidden (kept here). */
export const homeItemVisibilityInputSchema = z.strictObject({ version: versionInputSchema, shown: z.boolean() });
/** Showing or hiding a home page item. */
export type HomeItemVisibilityInput = z.infer<typeof homeItemVisibilityInputSchema>;

/** POST admin/site/items/reorder: one list's ids in their new order. */
export const homeItemOrderInputSchema = z.strictObject({
  kind: homeKindSchema,
  ids: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(200)),
});
/** A list's new order. */
export type HomeItemOrderInput = z.infer<typeof homeItemOrderInputSchema>;

/** A home page item as the console shows it. */
export const homeItemSchema = z.looseObject({
  id: z.string(),
  kind: homeKindSchema,
  title: z.string(),
  picture: z.string(),
  linkUrl: z.string(),
  summary: z.string(),
  openMode: appOpenModeSchema,
  shown: z.boolean(),
  sort: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
/** A home page item. */
export type HomeItem = z.infer<typeof homeItemSchema>;

/** The site's name, logo and footer texts. */
const settingsFields = {
  webName: ruledText(requiredRule(), maxChars(SITE_MAX_CHARS.name)),
  webLogo: z.optional(ruledText(linkRule, maxChars(SITE_MAX_CHARS.link))),
  webDesc: z.optional(ruledText(maxChars(SITE_MAX_CHARS.description))),
  recordNumber: z.optional(ruledText(maxChars(SITE_MAX_CHARS.record))),
  copyright: z.optional(ruledText(maxChars(SITE_MAX_CHARS.record))),
};

/** POST admin/site/settings/update. */
export const siteSettingsInputSchema = z.strictObject({ version: versionInputSchema, ...settingsFields });
/** An edit of the site's settings. */
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** The site's settings as the console shows them. */
export const siteSettingsSchema = z.looseObject({
  webName: z.string(),
  webLogo: z.string(),
  webDesc: z.string(),
  recordNumber: z.string(),
  copyright: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
/** The site's settings. */
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const base = `${ADMIN_API_PREFIX}/site`;
const segment = (id: string) => encodeURIComponent(id);

/** GET admin/site/items?kind= — one home page list, hidden items too, in its order. */
export const getHomeItems = (client: PortalClient, kind: HomeItemKind) =>
  client.get(`${base}/items`, { params: { kind }, schema: z.array(homeItemSchema) });
/** POST admin/site/items/create. */
export const createHomeItem = (client: PortalClient, body: HomeItemCreateInput) =>
  client.post(`${base}/items/create`, { json: body, schema: homeItemSchema });
/** POST admin/site/items/{id}/update. */
export const updateHomeItem = (client: PortalClient, id: string, body: HomeItemUpdateInput) =>
  client.post(`${base}/items/${segment(id)}/update`, { json: body, schema: homeItemSchema });
/** POST admin/site/items/{id}/visibility — shows or hides it on the home page. */
export const setHomeItemVisibility = (client: PortalClient, id: string, body: HomeItemVisibilityInput) =>
  client.post(`${base}/items/${segment(id)}/visibility`, { json: body, schema: adminWriteResultSchema });
/** POST admin/site/items/reorder — a list's new order. */
export const reorderHomeItems = (client: PortalClient, body: HomeItemOrderInput) =>
  client.post(`${base}/items/reorder`, { json: body, schema: z.array(homeItemSchema) });
/** GET admin/site/settings. */
export const getSiteSettings = (client: PortalClient) => client.get(`${base}/settings`, { schema: siteSettingsSchema });
/** POST admin/site/settings/update. */
export const updateSiteSettings = (client: PortalClient, body: SiteSettingsInput) =>
  client.post(`${base}/settings/update`, { json: body, schema: siteSettingsSchema });
