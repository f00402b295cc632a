/**
 * The console's content section (issue 32): articles of every kind the portal shows (资讯, 通知公告,
 * 评价改革, practice articles) through draft, scheduled, published and withdrawn. Schemas of what the
 * server answers and of what it accepts, and one function per call.
 */
import * as z from 'zod/mini';
import { RICH_TEXT_POLICY } from '../contract/rich-text-policy';
import { VALIDATION_MESSAGES } from '../messages';
import type { PortalClient, PortalParams } from '../portal/create-portal-client';
import { requiredRule } from '../validation/form-rules';
import {
  ADMIN_API_PREFIX,
  type AdminPage,
  adminPageSchema,
  adminWriteResultSchema,
  maxChars,
  ruledText,
  versionInputSchema,
} from './admin-common';

/** The article kinds the console edits, with the portal page each is read on. */
export const ADMIN_ARTICLE_KINDS = [
  { kind: 'article', name: '资讯' },
  { kind: 'notice', name: '通知公告' },
  { kind: 'reform-news', name: '评价改革' },
  { kind: 'practice-info', name: '实践文章' },
] as const;

/** An article kind the console edits. */
export type AdminArticleKind = (typeof ADMIN_ARTICLE_KINDS)[number]['kind'];

/**
 * Where an article stands: a draft nobody else sees, scheduled for a later time, published (public), or
 * withdrawn (404 to the public, kept in the console).
 */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
/** Where an article stands. */
export type ContentState = (typeof CONTENT_STATES)[number];

/** The console's name of each state. */
export const CONTENT_STATE_LABELS: Readonly<Record<ContentState, string>> = {
  draft: '草稿',
  scheduled: '定时发布',
  published: '已发布',
  withdrawn: '已撤下',
};

/** The longest fields of an article, in characters (the server refuses longer). */
export const ARTICLE_MAX_CHARS = { title: 200, summary: 500, content: 200_000, cover: 500 } as const;

const kindSchema = z.enum(ADMIN_ARTICLE_KINDS.map((entry) => entry.kind) as [AdminArticleKind, ...AdminArticleKind[]]);
const stateSchema = z.enum(CONTENT_STATES);

/** A picture address a body or cover may keep: http(s) or a site path (the rich-text policy's rule). */
const coverRule = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' || RICH_TEXT_POLICY.url.test(text) ? undefined : VALIDATION_MESSAGES.url;
};

/** The fields of an article as the editor sends them (create and update). */
const articleFields = {
  title: ruledText(requiredRule(), maxChars(ARTICLE_MAX_CHARS.title)),
  summary: z.optional(ruledText(maxChars(ARTICLE_MAX_CHARS.summary))),
  /** Rich text (HTML); the server keeps only what the rich-text policy allows. */
  content: z.optional(ruledText(maxChars(ARTICLE_MAX_CHARS.content))),
  /** An uploaded picture's address. */
  cover: z.optional(ruledText(coverRule, maxChars(ARTICLE_MAX_CHARS.cover))),
  /** The kind's type (资讯 type, 评价改革 label, practice type); empty for none. */
  type: z.optional(z.string().check(z.maxLength(64))),
};

/** POST admin/content/articles/create: a new draft. */
export const articleCreateInputSchema = z.strictObject({ kind: kindSchema, ...articleFields });
/** A new draft. */
export type ArticleCreateInput = z.infer<typeof articleCreateInputSchema>;

/** POST admin/content/articles/{id}/update: the fields, and the version the editor loaded. */
export const articleUpdateInputSchema = z.strictObject({ version: versionInputSchema, ...articleFields });
/** An edit of an article. */
export type ArticleUpdateInput = z.infer<typeof articleUpdateInputSchema>;

/**
 * POST admin/content/articles/{id}/publish: now, or at `publishAt` (an ISO time in the future: scheduled).
 */
export const articlePublishInputSchema = z.strictObject({
  version: versionInputSchema,
  publishAt: z.optional(z.iso.datetime({ offset: true })),
});
/** Publishing an article now or later. */
export type ArticlePublishInput = z.infer<typeof articlePublishInputSchema>;

/** POST admin/content/articles/{id}/withdraw and …/unpublish: the version the editor loaded. */
export const versionOnlyInputSchema = z.strictObject({ version: versionInputSchema });
/** A write that names only the version. */
export type VersionOnlyInput = z.infer<typeof versionOnlyInputSchema>;

/** An article as the console lists it. */
export const adminArticleSchema = z.looseObject({
  id: z.string(),
  kind: kindSchema,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  type: z.string(),
  typeName: z.string(),
  state: stateSchema,
  /** When it was or will be published (ISO); the creation time for a draft. */
  publishAt: z.string(),
  authorName: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string(),
  viewCount: z.number(),
  version: z.number(),
  /** Where the public reads it (a portal path). */
  publicPath: z.string(),
});
/** An article as the console lists it. */
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** One article with its body (sanitised as stored). */
export const adminArticleDetailSchema = z.extend(adminArticleSchema, { content: z.string() });
/** One article with its body. */
export type AdminArticleDetail = z.infer<typeof adminArticleDetailSchema>;

/** The types of each article kind, for the editor's choice. */
export const articleKindOptionsSchema = z.array(
  z.looseObject({
    kind: kindSchema,
    name: z.string(),
    types: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  }),
);
/** The article kinds with their types. */
export type ArticleKindOptions = z.infer<typeof articleKindOptionsSchema>;

const base = `${ADMIN_API_PREFIX}/content`;
const segment = (id: string) => encodeURIComponent(id);

/** GET admin/content/kinds — the article kinds and their types. */
export const getArticleKinds = (client: PortalClient) =>
  client.get(`${base}/kinds`, { schema: articleKindOptionsSchema });
/** GET admin/content/articles — a page of articles (params: `kind`, `state`, `keyword`, paging). */
export const getAdminArticles = (client: PortalClient, params?: PortalParams): Promise<AdminPage<AdminArticle>> =>
  client.get(`${base}/articles`, { params, schema: adminPageSchema(adminArticleSchema) });
/** GET admin/content/articles/{id} — one article with its body, whatever its state. */
export const getAdminArticle = (client: PortalClient, id: string) =>
  client.get(`${base}/articles/${segment(id)}`, { schema: adminArticleDetailSchema });
/** POST admin/content/articles/create — a new draft. */
export const createArticle = (client: PortalClient, body: ArticleCreateInput) =>
  client.post(`${base}/articles/create`, { json: body, schema: adminArticleDetailSchema });
/** POST admin/content/articles/{id}/update — edits an article in whatever state it is. */
export const updateArticle = (client: PortalClient, id: string, body: ArticleUpdateInput) =>
  client.post(`${base}/articles/${segment(id)}/update`, { json: body, schema: adminArticleDetailSchema });
/** POST admin/content/articles/{id}/publish — publishes now, or schedules for `publishAt`. */
export const publishArticle = (client: PortalClient, id: string, body: ArticlePublishInput) =>
  client.post(`${base}/articles/${segment(id)}/publish`, { json: body, schema: adminWriteResultSchema });
/** POST admin/content/articles/{id}/withdraw — takes it off the portal (404 to readers), kept here. */
export const withdrawArticle = (client: PortalClient, id: string, body: VersionOnlyInput) =>
  client.post(`${base}/articles/${segment(id)}/withdraw`, { json: body, schema: adminWriteResultSchema });
/** POST admin/content/articles/{id}/unpublish — back to a draft (a scheduled or withdrawn article). */
export const unpublishArticle = (client: PortalClient, id: string, body: VersionOnlyInput) =>
  client.post(`${base}/articles/${segment(id)}/unpublish`, { json: body, schema: adminWriteResultSchema });
