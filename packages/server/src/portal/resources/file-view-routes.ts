import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { WITHDRAWN_RESOURCE_CATEGORY } from '../../constants';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, idParamSchema, parseInput } from '../../http/portal-query';
import { on, type PortalContext, readBody, readQuery } from '../../http/portal-router-kit';
import { createRateLimit } from '../../http/rate-limit';
import type { ServerEnv } from '../../http/server-env';
import type { RouteKit } from '../create-route-kit';

/** The latest time a Date can hold (epoch milliseconds); later numbers are absurd, not a time. */
const LATEST_EPOCH_MS = 8.64e15;

/** A start time as ISO text or epoch milliseconds (the client may send either); normalised to ISO. */
const isoTime = z
  .union([z.iso.datetime(), z.number().int().min(0).max(LATEST_EPOCH_MS)])
  .transform((value) => (typeof value === 'number' ? new Date(value).toISOString() : value));

/**
 * File-view logging (SPEC §7 "File views"): visitor start/close, see times, review time, totals. Every
 * write is limited: a signed-in user's per user (VIEW_LOG_USER_RATE_LIMIT_PER_MINUTE), an anonymous
 * visitor's per client address (VIEW_LOG_RATE_LIMIT_PER_MINUTE), so a script cannot fill the table; and a
 * file's view count goes up once per viewer and file per VIEW_COUNT_WINDOW_SECONDS, however many times
 * it is opened, so it cannot be inflated either.
 */
export function registerFileViewRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db, clientAddress, limits } = kit.deps;
  const anonymousWrites = createRateLimit(db, { name: 'view-log', limit: limits.viewLogPerMinute });
  /** Takes one write from the user's allowance, or from an anonymous caller's address; 429 beyond. */
  const assertViewLogRate = async (c: PortalContext) => {
    if (c.get('identity')) return kit.limitWrite(c, 'viewLog');
    const decision = await anonymousWrites.take(clientAddress(c));
    if (!decision.allowed) {
      throw new HttpError(
        429,
        `浏览记录提交过于频繁（未登录时每个地址每分钟最多 ${limits.viewLogPerMinute} 次），请 ${decision.retryAfterSeconds} 秒后再试`,
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    }
  };
  const fileIdOf = async (c: PortalContext, raw?: string) => {
    const id = raw ?? parseInput(idParamSchema, c.req.param()).id;
    const file = await db
      .selectFrom('portal_files')
      .select('id')
      .where('id', '=', id)
      .where('category', '!=', WITHDRAWN_RESOURCE_CATEGORY)
      .executeTakeFirst();
    if (!file) throw new HttpError(404, '文件不存在');
    return id;
  };
  const uidOf = (c: PortalContext) => c.get('identity')?.uid ?? null;
  const countView = (c: PortalContext, id: string) =>
    kit.countView(c, `file:${id}`, () =>
      db
        .updateTable('portal_files')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .execute(),
    );
  const startView = async (c: PortalContext, fileId: string) => {
    const startTime = kit.now().toISOString();
    await db
      .insertInto('portal_file_views')
      .values({
        id: randomUUID(),
        file_id: fileId,
        uid: uidOf(c),
        start_time: startTime,
        end_time: null,
        duration_ms: 0,
      })
      .execute();
    await countView(c, fileId);
    return startTime;
  };
  const closeView = async (fileId: string, startTime: string, uid: string | null) => {
    const view = await db
      .selectFrom('portal_file_views')
      .selectAll()
      .where('file_id', '=', fileId)
      .where('start_time', '=', startTime)
      .where('end_time', 'is', null)
      .executeTakeFirst();
    if (!view || (view.uid !== null && view.uid !== uid)) throw new HttpError(404, '没有对应的浏览记录');
    const end = kit.now();
    const durationMs = Math.max(0, end.getTime() - Date.parse(view.start_time));
    await db
      .updateTable('portal_file_views')
      .set({ end_time: end.toISOString(), duration_ms: durationMs })
      .where('id', '=', view.id)
      .execute();
    return { fileId, startTime, endTime: end.toISOString(), durationMs };
  };

  on(app, 'POST', ['resource/v1/portal/logs/visitor/:id'], async (c) => {
    await assertViewLogRate(c);
    const fileId = await fileIdOf(c);
    return ok(c, { startTime: await startView(c, fileId) });
  });
  on(app, 'POST', ['resource/v1/portal/logs/visitor/close/:id'], async (c) => {
    await assertViewLogRate(c);
    const fileId = await fileIdOf(c);
    const body = await readBody(c, z.strictObject({ startTime: isoTime }));
    return ok(c, await closeView(fileId, body.startTime, uidOf(c)));
  });
  on(app, 'POST', ['resource/v1/portal/logs/reviewTime'], async (c) => {
    await assertViewLogRate(c);
    const body = await readBody(c, z.strictObject({ fileId: z.string().trim().min(1).max(64), startTime: isoTime }));
    const fileId = await fileIdOf(c, body.fileId);
    return ok(c, await closeView(fileId, body.startTime, uidOf(c)));
  });
  on(app, 'POST', ['three-class-admin/v1/portal/file/updateSeeTimes/:id'], async (c) => {
    await assertViewLogRate(c);
    const fileId = await fileIdOf(c);
    await countView(c, fileId);
    return ok(c, { id: fileId }, 'three-class');
  });
  on(app, 'POST', ['resource/v1/portal/file/seeTimes/audit/:id'], async (c) => {
    await assertViewLogRate(c);
    const fileId = await fileIdOf(c);
    await countView(c, fileId);
    return ok(c, { id: fileId });
  });
  on(app, 'GET', ['resource/v2/count/fileViewTime'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, fileId: z.string().trim().min(1).max(64) }));
    const fileId = await fileIdOf(c, query.fileId);
    const row = await db
      .selectFrom('portal_file_views')
      .select([(eb) => eb.fn.countAll().as('views'), (eb) => eb.fn.sum('duration_ms').as('total')])
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    return ok(c, { fileId, viewCount: Number(row?.views ?? 0), totalViewMs: Number(row?.total ?? 0) });
  });
  on(app, 'POST', ['resource/v2/logs/saveVisitorLogs'], async (c) => {
    await assertViewLogRate(c);
    const body = await readBody(c, z.strictObject({ fileId: z.string().trim().min(1).max(64) }));
    const fileId = await fileIdOf(c, body.fileId);
    return ok(c, { startTime: await startView(c, fileId) });
  });
  on(app, 'POST', ['resource/v2/logs/saveAndUpdateFileLogs'], async (c) => {
    await assertViewLogRate(c);
    const body = await readBody(
      c,
      z.strictObject({ fileId: z.string().trim().min(1).max(64), startTime: isoTime.optional() }),
    );
    const fileId = await fileIdOf(c, body.fileId);
    if (body.startTime) return ok(c, await closeView(fileId, body.startTime, uidOf(c)));
    return ok(c, { startTime: await startView(c, fileId) });
  });
}
