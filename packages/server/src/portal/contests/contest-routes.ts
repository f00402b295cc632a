import type { Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import {
  emptyQuerySchema,
  filterFields,
  idParamSchema,
  listQuerySchema,
  pagingFields,
  parseInput,
} from '../../http/portal-query';
import { on, type PortalContext, readBody, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem, toFileItem } from '../content-mapper';
import { getContent, listKind, mapPage, pageContent, pageFiles } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

/** SPEC §7 lists contest paths after one prefix; each is served both with and without it. */
const variants = (path: string) => [`portal/v1/portal/${path}`, path];

/** Resource contests (SPEC §7 "Contest"): matches, columns, rules, prizes, entries, history, results. */
export function registerContestRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const contestOf = async (c: PortalContext) => {
    const { id } = parseInput(idParamSchema, c.req.param());
    return getContent(db, ['contest'], id, '大赛');
  };

  on(app, 'GET', variants('resource/match/list'), async (c) => {
    const query = readQuery(c, listQuerySchema.extend({ status: z.enum(['ongoing', 'finished']).optional() }));
    const names = await kit.names();
    const page = await pageContent(db, ['contest'], query, (qb) =>
      query.status ? qb.where('extra', 'like', `%"status":"${query.status}"%`) : qb,
    );
    return ok(
      c,
      mapPage(page, (row) => toContentItem(row, names, true)),
    );
  });

  on(app, 'GET', variants('resource/portal/file/history/list'), async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    const page = await pageFiles(db, ['contest-entry'], query, (qb) => qb.where('award', 'is not', null));
    return ok(
      c,
      mapPage(page, (row) => toFileItem(row, names)),
    );
  });

  on(app, 'GET', variants('resource/portal/match/file/list/:id'), async (c) => {
    readQuery(c, emptyQuerySchema);
    const contest = await contestOf(c);
    const names = await kit.names();
    const files = await db
      .selectFrom('portal_files')
      .selectAll()
      .where('category', '=', 'contest-entry')
      .where('content_id', '=', contest.id)
      .orderBy('created_at', 'desc')
      .execute();
    return ok(
      c,
      files.map((row) => toFileItem(row, names)),
    );
  });

  on(app, 'GET', [...variants('match/file/listPage/:id'), 'resource/portal/match/file/listPage/:id'], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const contest = await contestOf(c);
    const names = await kit.names();
    const page = await pageFiles(db, ['contest-entry'], query, (qb) => qb.where('content_id', '=', contest.id));
    return ok(
      c,
      mapPage(page, (row) => toFileItem(row, names)),
    );
  });

  on(app, 'GET', variants('resource/rule/query/:id'), async (c) => {
    readQuery(c, emptyQuerySchema);
    const contest = await contestOf(c);
    const [rule] = await listKind(db, 'contest-rule', contest.id);
    if (!rule) throw new HttpError(404, '大赛规则不存在');
    return ok(c, toContentItem(rule, await kit.names(), true));
  });

  const childList = (path: string, kind: string) =>
    on(app, 'GET', [...variants(path), `resource/portal/${path}`], async (c) => {
      readQuery(c, emptyQuerySchema);
      const contest = await contestOf(c);
      const names = await kit.names();
      return ok(
        c,
        (await listKind(db, kind, contest.id)).map((row) => toContentItem(row, names)),
      );
    });
  childList('resource/portal/column/list/:id', 'contest-column');
  childList('prize/set/list/:id', 'contest-prize');
  childList('other/list/:id', 'contest-other');

  on(app, 'POST', variants('resource/portal/query/file/listPage'), async (c) => {
    const body = await readBody(
      c,
      z.strictObject({
        ...pagingFields,
        ...filterFields,
        matchId: z.string().trim().min(1).max(64).optional(),
        columnId: z.string().trim().min(1).max(64).optional(),
        award: z.string().trim().max(16).optional(),
      }),
    );
    if (body.matchId) await getContent(db, ['contest'], body.matchId, '大赛');
    const names = await kit.names();
    const page = await pageFiles(
      db,
      ['contest-entry'],
      { ...body, ...(body.columnId ? { type: body.columnId } : {}) },
      (qb) => {
        let narrowed = qb;
        if (body.matchId) narrowed = narrowed.where('content_id', '=', body.matchId);
        if (body.award) narrowed = narrowed.where('award', '=', body.award);
        return narrowed;
      },
    );
    return ok(
      c,
      mapPage(page, (row) => toFileItem(row, names)),
    );
  });
}
