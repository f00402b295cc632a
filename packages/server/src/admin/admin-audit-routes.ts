import type { AuditEntry } from '@edu/api-client';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AdminAuditTable } from '../db/console-schema';
import type { Database } from '../db/schema';
import { parseJson } from '../http/parse-json';
import { ok } from '../http/portal-envelope';
import { areaCodeField, pagingFields } from '../http/portal-query';
import { on, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import { likePattern } from '../portal/page-rows';
import type { AdminKit } from './admin-kit';
import { pageOf } from './admin-page';
import { AUDIT_ACTION_NAMES } from './audit-log';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const filterFields = {
  ...areaCodeField,
  keyword: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(32).optional(),
  startDate: date.optional(),
  endDate: date.optional(),
};
type AuditFilter = z.infer<z.ZodObject<typeof filterFields>>;

const jsonOrNull = (text: string | null) => {
  if (text === null) return null;
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : text;
};

function toAuditEntry(row: AdminAuditTable): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorUid: row.actor_uid,
    actorName: row.actor_name,
    action: row.action,
    actionName: AUDIT_ACTION_NAMES[row.action as keyof typeof AUDIT_ACTION_NAMES] ?? row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    before: jsonOrNull(row.before_json),
    after: jsonOrNull(row.after_json),
  };
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let base = db.selectFrom('admin_audit_log');
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    base = base.where((eb) =>
      eb.or([eb('actor_name', 'like', pattern), eb('target_label', 'like', pattern), eb('action', 'like', pattern)]),
    );
  }
  if (filter.targetType) base = base.where('target_type', '=', filter.targetType);
  // Days are China's (UTC+8), as the administrator reads them.
  if (filter.startDate) base = base.where('at', '>=', new Date(`${filter.startDate}T00:00:00+08:00`).toISOString());
  if (filter.endDate) base = base.where('at', '<=', new Date(`${filter.endDate}T23:59:59.999+08:00`).toISOString());
  return base;
}

/**
 * The audit log, read-only: a searchable page of entries and the export of every match. No route writes
 * it; entries are appended only by the writes they record, in their transactions.
 */
export function registerAdminAuditRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db, kit } = admin;

  on(app, 'GET', ['admin/audit'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...filterFields, ...pagingFields }));
    const page = await pageOf(filtered(db, query), query, (qb) => qb.selectAll().orderBy('at', 'desc').orderBy('id'));
    return ok(c, { ...page, list: page.list.map(toAuditEntry) });
  });

  on(app, 'GET', ['admin/audit/export'], async (c) => {
    const query = readQuery(c, z.strictObject(filterFields));
    const rows = await filtered(db, query)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(kit.deps.limits.consoleExportMaxRows)
      .execute();
    return ok(c, rows.map(toAuditEntry));
  });
}
