/**
 * The console's audit log (issue 32): every administrative write, who made it, when, what it changed,
 * before and after. Read-only: no call edits or deletes an entry.
 */
import * as z from 'zod/mini';
import type { PortalClient, PortalParams } from '../portal/create-portal-client';
import { ADMIN_API_PREFIX, type AdminPage, adminPageSchema } from './admin-common';

/** The sections an audit entry belongs to, with their names. */
export const AUDIT_TARGETS = [
  { id: 'article', name: '内容' },
  { id: 'home-item', name: '首页' },
  { id: 'site', name: '站点设置' },
  { id: 'person', name: '用户' },
  { id: 'submission', name: '资源审核' },
  { id: 'resource', name: '资源' },
  { id: 'notice', name: '通知' },
] as const;

/** One administrative write. `before` and `after` are the item's fields as JSON values (null: none). */
export const auditEntrySchema = z.looseObject({
  id: z.string(),
  at: z.string(),
  actorUid: z.string(),
  actorName: z.string(),
  /** What was done, e.g. `article.publish`, `person.disable`. */
  action: z.string(),
  /** The action in words, e.g. 发布文章. */
  actionName: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
/** One administrative write. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const base = `${ADMIN_API_PREFIX}/audit`;

/** GET admin/audit — a page of entries, newest first (params: `keyword`, `targetType`, `startDate`, `endDate`, paging). */
export const getAuditLog = (client: PortalClient, params?: PortalParams): Promise<AdminPage<AuditEntry>> =>
  client.get(base, { params, schema: adminPageSchema(auditEntrySchema) });
/** GET admin/audit/export — every entry the filters match (up to the export limit). */
export const exportAuditLog = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/export`, { params, schema: z.array(auditEntrySchema) });
