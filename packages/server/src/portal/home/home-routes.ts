import { DEFAULT_SITE_TITLE } from '@edu/api-client';
import type { Hono } from 'hono';
import { requireIdentity } from '../../auth/resolve-identity';
import { parseJson } from '../../http/parse-json';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, listQuerySchema } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem } from '../content-mapper';
import { listKind, mapPage, pageContent } from '../content-queries';
import { whereVisible } from '../content-visibility';
import type { RouteKit } from '../create-route-kit';

const P = 'portal/v1/';

/** Home page calls (SPEC §7 "Home"), plus site info, nav bar and footer (paths ours, see README). */
export function registerHomeRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const footerInfo = async () => {
    const [footer] = await listKind(db, 'footer');
    const extra = footer ? parseJson(footer.extra) : undefined;
    const fields =
      extra?.ok && extra.value && typeof extra.value === 'object' ? (extra.value as Record<string, unknown>) : {};
    return {
      webDesc: footer?.summary ?? '',
      recordNumber: typeof fields.recordNumber === 'string' ? fields.recordNumber : '',
      copyright: typeof fields.copyright === 'string' ? fields.copyright : '',
    };
  };
  const simpleList = (paths: string[], kind: string) =>
    on(app, 'GET', paths, async (c) => {
      readQuery(c, emptyQuerySchema);
      const names = await kit.names();
      return ok(
        c,
        (await listKind(db, kind)).map((row) => toContentItem(row, names)),
      );
    });

  simpleList([`${P}commericalad/client`], 'ad');
  simpleList([`${P}blogroll/client`, 'blogroll/client'], 'link');
  simpleList([`${P}carouselpic/client`, 'carouselpic/client'], 'carousel');

  on(app, 'GET', [`${P}client/application/recommendApp`, 'client/application/recommendApp'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const names = await kit.names();
    const apps = (await listKind(db, 'application')).map((row) => toContentItem(row, names));
    return ok(
      c,
      apps.filter((app) => (app as Record<string, unknown>).recommended === true),
    );
  });

  on(app, 'GET', [`${P}application/collection`, 'application/collection'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    const names = await kit.names();
    const collected = await db
      .selectFrom('portal_app_collections')
      .innerJoin('portal_content', 'portal_content.id', 'portal_app_collections.app_id')
      .selectAll('portal_content')
      .where('portal_app_collections.uid', '=', identity.uid)
      .orderBy('portal_app_collections.created_at', 'desc')
      .execute();
    return ok(
      c,
      collected.map((row) => ({ ...toContentItem(row, names), collected: true })),
    );
  });

  on(app, 'GET', [`${P}client/v1/article/listHomePage`, 'client/v1/article/listHomePage'], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['article'], query), (row) => toContentItem(row, names)),
    );
  });

  on(app, 'GET', [`${P}educationMap`, 'educationMap'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const towns = await db.selectFrom('portal_towns').selectAll().orderBy('sort_order').execute();
    const schools = await db
      .selectFrom('portal_schools')
      .select(['id', 'name', 'town_code', 'phase_id', 'student_count'])
      .execute();
    return ok(
      c,
      towns.map((town) => {
        const inTown = schools.filter((s) => s.town_code === town.code);
        return {
          townCode: town.code,
          townName: town.name,
          schoolCount: inTown.length,
          studentCount: inTown.reduce((sum, s) => sum + s.student_count, 0),
          schools: inTown.map((s) => ({ id: s.id, name: s.name, phaseId: s.phase_id })),
        };
      }),
    );
  });

  on(app, 'GET', [`${P}resource/client`, 'resource/client'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const counts = await db
      .selectFrom('portal_files')
      .select(['category', (eb) => eb.fn.countAll().as('total'), (eb) => eb.fn.sum('view_count').as('views')])
      .groupBy('category')
      .execute();
    const schools = await db
      .selectFrom('portal_schools')
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    const teachers = await db
      .selectFrom('portal_teachers')
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    const resources = counts.find((row) => row.category === 'resource');
    return ok(c, {
      resourceTotal: Number(resources?.total ?? 0),
      resourceViews: Number(resources?.views ?? 0),
      fileTotal: counts.reduce((sum, row) => sum + Number(row.total), 0),
      schoolTotal: Number(schools?.total ?? 0),
      teacherTotal: Number(teachers?.total ?? 0),
    });
  });

  on(app, 'GET', [`${P}siteconfig/client`, 'siteconfig/client'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const [config] = await listKind(db, 'site-config');
    return ok(c, {
      webName: config?.title || DEFAULT_SITE_TITLE,
      webLogo: config?.cover ?? '',
      ...(await footerInfo()),
    });
  });

  on(app, 'GET', [`${P}navbar/client`, 'navbar/client'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const items = await listKind(db, 'nav');
    return ok(
      c,
      items.map((row) => {
        const extra = parseJson(row.extra);
        const navId =
          extra.ok && extra.value && typeof extra.value === 'object'
            ? (extra.value as { navId?: unknown }).navId
            : undefined;
        return { id: typeof navId === 'string' ? navId : row.id, title: row.title, linkUrl: row.link_url };
      }),
    );
  });

  on(app, 'GET', [`${P}footer/client`, 'footer/client'], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(c, await footerInfo());
  });

  on(
    app,
    'GET',
    [
      `${P}class-resource/classPeriod/client/getSpecialResourceList`,
      'class-resource/classPeriod/client/getSpecialResourceList',
    ],
    async (c) => {
      const query = readQuery(c, listQuerySchema);
      const names = await kit.names();
      return ok(
        c,
        mapPage(await pageContent(db, ['special-resource'], query), (row) => toContentItem(row, names)),
      );
    },
  );

  on(
    app,
    'GET',
    [`${P}client/v1/article/queryArticleTotalAndYesterday`, 'client/v1/article/queryArticleTotalAndYesterday'],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const today = kit.now();
      const dayStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
      const yesterdayStart = new Date(dayStart.getTime() - 86_400_000).toISOString();
      const total = await whereVisible(db.selectFrom('portal_content'))
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'article')
        .executeTakeFirst();
      const yesterday = await whereVisible(db.selectFrom('portal_content'))
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'article')
        .where('published_at', '>=', yesterdayStart)
        .where('published_at', '<', dayStart.toISOString())
        .executeTakeFirst();
      return ok(c, { total: Number(total?.n ?? 0), yesterday: Number(yesterday?.n ?? 0) });
    },
  );
}
