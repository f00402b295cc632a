import type { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, emptyQuerySchema, idQuerySchema, listQuerySchema } from '../../http/portal-query';
import { COUNTS_VIEW, on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { ARTICLE_TYPES } from '../../reference-data/section-types';
import { toContentItem } from '../content-mapper';
import { countContentView, getContent, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

const BASES = ['portal/v1/client/v1/article/', 'client/v1/article/'];
const paths = (name: string) => BASES.map((base) => `${base}${name}`);

/** Information articles (SPEC §7 "information"). */
export function registerArticleRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', paths('articletypeList'), async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      ARTICLE_TYPES.map((type) => ({ id: type.id, name: type.name })),
    );
  });

  on(app, 'GET', paths('frontArticleList'), async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['article'], query), (row) => toContentItem(row, names)),
    );
  });

  on(
    app,
    'GET',
    paths('getArticleInfoById'),
    async (c) => {
      const { id } = readQuery(c, idQuerySchema);
      const row = await getContent(db, ['article'], id, '文章');
      if (await kit.countView(c, `content:${id}`, () => countContentView(db, ['article'], id, '文章'))) {
        row.view_count += 1;
      }
      return ok(c, toContentItem(row, await kit.names(), true));
    },
    COUNTS_VIEW,
  );

  on(app, 'GET', paths('recommendArticleList'), async (c) => {
    const query = readQuery(
      c,
      z.strictObject({ ...areaCodeField, id: z.string().max(64).optional(), type: z.string().max(64).optional() }),
    );
    const names = await kit.names();
    const page = await pageContent(
      db,
      ['article'],
      { pageNum: 1, pageSize: 10, sort: 'views', ...(query.type ? { type: query.type } : {}) },
      (qb) => (query.id ? qb.where('id', '!=', query.id) : qb),
    );
    return ok(
      c,
      page.list.slice(0, 6).map((row) => toContentItem(row, names)),
    );
  });
}
