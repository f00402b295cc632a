import type { Kysely } from 'kysely';
import type { GuideChange } from '../ai/chat/guide/guide-change-log';
import type { GuideDocument } from '../ai/chat/guide/guide-index';
import type { PortalContentTable } from '../db/portal-schema';
import type { Database } from '../db/schema';
import { whereVisible } from './content-visibility';

/** Which content the offline guide indexes, where each kind is shown in the portal, and its label. */
const GUIDED_KINDS: Record<string, { path: (id: string) => string; kind: string }> = {
  article: { path: (id) => `/detial/${id}`, kind: '文章' },
  'reform-news': { path: (id) => `/reformInfo/${id}`, kind: '新闻' },
  'research-news': { path: (id) => `/lyyk/article/${id}`, kind: '新闻' },
  'research-activity': { path: (id) => `/lyyk/active/${id}`, kind: '活动' },
  'practice-info': { path: (id) => `/zhsj/article/${id}`, kind: '文章' },
};

/** Plain text of stored HTML (tags dropped), for the guide's full-text search. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The guide document id of a portal content item (stable, so an update replaces the document). */
export function guideDocumentId(kind: string, id: string): string {
  return `portal-${kind}-${id}`;
}

/** A portal content row as a guide document, or undefined for kinds the guide does not index. */
export function toGuideDocument(
  row: Pick<PortalContentTable, 'id' | 'kind' | 'title' | 'summary' | 'body'>,
): GuideDocument | undefined {
  const guided = GUIDED_KINDS[row.kind];
  if (!guided) return undefined;
  return {
    id: guideDocumentId(row.kind, row.id),
    title: row.title,
    path: guided.path(row.id),
    summary: row.summary,
    text: plainText(row.body),
    kind: guided.kind,
  };
}

/** The guide change of a written content row: its document, or none for kinds the guide does not index. */
export function guideChangeOf(row: PortalContentTable): GuideChange[] {
  const document = toGuideDocument(row);
  return document ? [{ documentId: document.id, document }] : [];
}

/**
 * The seeded (and later added) articles and news as offline-guide documents, so the assistant can point
 * visitors to them: `guideIndex.addDocuments(await loadPortalGuideDocuments(db))`.
 */
export async function loadPortalGuideDocuments(db: Kysely<Database>, at: Date = new Date()): Promise<GuideDocument[]> {
  // What the public sees: no draft, withdrawn or not-yet-due item.
  const rows = await whereVisible(db.selectFrom('portal_content'), at)
    .select(['id', 'kind', 'title', 'summary', 'body'])
    .where('kind', 'in', Object.keys(GUIDED_KINDS))
    .orderBy('published_at', 'desc')
    .execute();
  return rows.flatMap((row) => toGuideDocument(row) ?? []);
}

/**
 * The guided content scheduled to appear in `(from, to]`: the items still scheduled (not since withdrawn
 * or taken back to draft) whose publish time fell in the window, as guide documents.
 */
export async function loadDueGuideDocuments(db: Kysely<Database>, from: Date, to: Date): Promise<GuideDocument[]> {
  const rows = await db
    .selectFrom('portal_content')
    .innerJoin('content_states', 'content_states.content_id', 'portal_content.id')
    .select([
      'portal_content.id',
      'portal_content.kind',
      'portal_content.title',
      'portal_content.summary',
      'portal_content.body',
    ])
    .where('content_states.status', '=', 'scheduled')
    .where('portal_content.published_at', '>', from.toISOString())
    .where('portal_content.published_at', '<=', to.toISOString())
    .where('portal_content.kind', 'in', Object.keys(GUIDED_KINDS))
    .execute();
  return rows.flatMap((row) => toGuideDocument(row) ?? []);
}
