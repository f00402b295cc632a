import type { Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import {
  areaCodeField,
  emptyQuerySchema,
  idParamSchema,
  idQuerySchema,
  listQuerySchema,
  parseInput,
} from '../../http/portal-query';
import { COUNTS_VIEW, on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { REFORM_LABELS } from '../../reference-data/section-types';
import { toContentItem, toFileItem } from '../content-mapper';
import { countContentView, getContent, listKind, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

const P = 'portal/v1/';

/** Evaluation reform, paint awards, after-school services and network-safety files (SPEC §7). */
export function registerPublicInfoRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  // Evaluation-reform news.
  on(
    app,
    'GET',
    [`${P}client/news/evaluate/reform/detail`],
    async (c) => {
      const { id } = readQuery(c, idQuerySchema);
      const row = await getContent(db, ['reform-news'], id, '评价改革资讯');
      const count = () => countContentView(db, ['reform-news'], id, '评价改革资讯');
      if (await kit.countView(c, `content:${id}`, count)) row.view_count += 1;
      return ok(c, toContentItem(row, await kit.names(), true));
    },
    COUNTS_VIEW,
  );
  on(app, 'GET', [`${P}client/label/evaluate/reform/list`, `${P}label/evaluate/reform/list`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      REFORM_LABELS.map((label) => ({ id: label.id, name: label.name })),
    );
  });
  on(app, 'GET', [`${P}client/news/evaluate/reform/page`, `${P}news/evaluate/reform/page`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['reform-news'], query), (row) => toContentItem(row, names)),
    );
  });

  // Paint awards: all, and each award level.
  const awardList = (name: string, level?: string) =>
    on(app, 'GET', [`paint/client/${name}`, `${P}paint/client/${name}`], async (c) => {
      const query = readQuery(c, z.strictObject({ ...areaCodeField, keyword: z.string().trim().max(100).optional() }));
      const names = await kit.names();
      const page = await pageContent(db, ['paint-award'], {
        pageNum: 1,
        pageSize: 1000,
        sort: 'newest',
        ...(query.keyword ? { keyword: query.keyword } : {}),
        ...(level ? { type: level } : {}),
      });
      return ok(
        c,
        page.list.map((row) => toContentItem(row, names)),
      );
    });
  awardList('allAwardInfoList');
  awardList('firstAwardInfoList', '1');
  awardList('secondAwardInfoList', '2');
  awardList('threeAwardInfoList', '3');

  // After-school services.
  on(app, 'GET', ['api/edu/ebmservice/dicts/queryValues'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, dicType: z.string().trim().min(1).max(64) }));
    if (query.dicType !== 'town') throw new HttpError(404, `字典 ${query.dicType} 不存在（可用：town）`);
    const towns = await db.selectFrom('portal_towns').selectAll().orderBy('sort_order').execute();
    return ok(
      c,
      towns.map((town) => ({ value: town.code, label: town.name, dicType: 'town' })),
    );
  });
  on(app, 'GET', ['course-delay/v1/magazine/number/list'], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField, year: z.coerce.number().int().min(2000).max(2100).optional() }));
    const names = await kit.names();
    return ok(
      c,
      (await listKind(db, 'magazine-issue')).map((row) => toContentItem(row, names)),
    );
  });
  on(app, 'GET', ['course-delay/v1/magazine/item/page'], async (c) => {
    const query = readQuery(c, listQuerySchema.extend({ numberId: z.string().max(64).optional() }));
    const names = await kit.names();
    const page = await pageContent(db, ['magazine-item'], query, (qb) =>
      query.numberId ? qb.where('parent_id', '=', query.numberId) : qb,
    );
    return ok(
      c,
      mapPage(page, (row) => toContentItem(row, names)),
    );
  });
  on(
    app,
    'GET',
    ['course-delay/v1/magazine/item/detail/:id'],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const { id } = parseInput(idParamSchema, c.req.param());
      const row = await getContent(db, ['magazine-item'], id, '期刊文章');
      const count = () => countContentView(db, ['magazine-item'], id, '期刊文章');
      if (await kit.countView(c, `content:${id}`, count)) row.view_count += 1;
      return ok(c, toContentItem(row, await kit.names(), true));
    },
    COUNTS_VIEW,
  );
  on(app, 'GET', ['resource/v2/version/getLatestVersion'], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField, platform: z.string().max(32).optional() }));
    return ok(c, {
      version: '2.6.0',
      releaseDate: '2026-09-01',
      notes: '新增三个课堂入口与资源预览。',
      downloadUrl: '',
    });
  });

  // Network-safety files by public code.
  on(app, 'GET', ['resource/v2/portal/queryFileByCode'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, code: z.string().trim().max(64).optional() }));
    const names = await kit.names();
    let qb = db.selectFrom('portal_files').selectAll().where('category', '=', 'safety');
    if (query.code) qb = qb.where('code', '=', query.code);
    const files = await qb.orderBy('code').execute();
    if (query.code && files.length === 0) throw new HttpError(404, `编号 ${query.code} 的文件不存在`);
    return ok(
      c,
      files.map((row) => toFileItem(row, names)),
    );
  });
}
