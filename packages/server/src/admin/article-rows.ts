import type { AdminArticle, AdminArticleDetail, AdminArticleKind, ContentState } from '@edu/api-client';
import type { ContentStateTable } from '../db/console-schema';
import type { PortalContentTable } from '../db/portal-schema';
import { ARTICLE_TYPES, PRACTICE_INFO_TYPES, REFORM_LABELS } from '../reference-data/section-types';
import type { ItemVersion } from './admin-versions';

/** The types each article kind offers (资讯 types, 评价改革 labels, practice types; none for notices). */
export const ARTICLE_KIND_TYPES: Readonly<Record<AdminArticleKind, readonly { id: string; name: string }[]>> = {
  article: ARTICLE_TYPES,
  notice: [],
  'reform-news': REFORM_LABELS,
  'practice-info': PRACTICE_INFO_TYPES,
};

/** Where the public reads an article of each kind. */
const PUBLIC_PATHS: Readonly<Record<AdminArticleKind, (id: string) => string>> = {
  article: (id) => `/detial/${encodeURIComponent(id)}`,
  notice: () => '/jhmessage',
  'reform-news': (id) => `/reformInfo/${encodeURIComponent(id)}`,
  'practice-info': (id) => `/zhsj/article/${encodeURIComponent(id)}`,
};

/** The version key of an article. */
export const articleTarget = (id: string) => `article:${id}`;

/**
 * An article's state at `at`: its console state, published when it has none, and a scheduled article
 * whose time has come counts as published.
 */
export function articleStateOf(
  status: ContentStateTable['status'] | null | undefined,
  publishedAt: string,
  at: Date,
): ContentState {
  if (!status || status === 'published') return 'published';
  if (status === 'scheduled') return publishedAt <= at.toISOString() ? 'published' : 'scheduled';
  return status;
}

/** An article row as the console lists it. */
export function toAdminArticle(row: PortalContentTable, state: ContentState, version: ItemVersion): AdminArticle {
  const kind = row.kind as AdminArticleKind;
  const type = row.type_code ?? '';
  return {
    id: row.id,
    kind,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    type,
    typeName: ARTICLE_KIND_TYPES[kind]?.find((entry) => entry.id === type)?.name ?? '',
    state,
    publishAt: row.published_at,
    authorName: row.author_name,
    updatedAt: version.updatedAt || row.published_at,
    updatedByName: version.updatedByName || row.author_name,
    viewCount: row.view_count,
    version: version.version,
    publicPath: PUBLIC_PATHS[kind]?.(row.id) ?? '',
  };
}

/** An article with its body. */
export function toAdminArticleDetail(
  row: PortalContentTable,
  state: ContentState,
  version: ItemVersion,
): AdminArticleDetail {
  return { ...toAdminArticle(row, state, version), content: row.body };
}

/** The fields of an article the audit log keeps before and after a write. */
export function auditedArticle(row: PortalContentTable, state: ContentState) {
  return {
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    type: row.type_code ?? '',
    state,
    publishAt: row.published_at,
    contentLength: row.body.length,
  };
}
