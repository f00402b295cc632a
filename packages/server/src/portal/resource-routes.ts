import type { Hono } from 'hono';
import { z } from 'zod';
import { toFileItem } from './content-mapper';
import { mapPage, pageFiles } from './content-queries';
import type { PortalEnv } from './portal-env';
import { ok } from './portal-envelope';
import { areaCodeField, listQuerySchema } from './portal-query';
import { on, type RouteKit, readQuery } from './portal-router-kit';

const R = 'resource/v2/portal/resource/';
const rankQuery = z.strictObject({
  ...areaCodeField,
  limit: z.coerce.number().int().min(1).max(50).default(10),
  by: z.enum(['count', 'views']).default('count'),
});

/** Resource centre: recommended, newest, rankings by town, school and teacher (SPEC §7 "Resources"). */
export function registerResourceRoutes(app: Hono<PortalEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', [`${R}recommend`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    const page = await pageFiles(db, ['resource'], query, (qb) => qb.where('recommended', '=', 1));
    return ok(
      c,
      mapPage(page, (row) => toFileItem(row, names)),
    );
  });

  on(app, 'GET', [`${R}news`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageFiles(db, ['resource'], query), (row) => toFileItem(row, names)),
    );
  });

  const rank = async (column: 'town_code' | 'school_id' | 'uploader_id', limit: number, by: 'count' | 'views') => {
    const rows = await db
      .selectFrom('portal_files')
      .select([column, (eb) => eb.fn.countAll().as('total'), (eb) => eb.fn.sum('view_count').as('views')])
      .where('category', '=', 'resource')
      .where(column, 'is not', null)
      .groupBy(column)
      .execute();
    return rows
      .map((row) => ({
        key: String(row[column as keyof typeof row]),
        resourceCount: Number(row.total),
        viewCount: Number(row.views ?? 0),
      }))
      .sort(
        (a, b) =>
          (by === 'views' ? b.viewCount - a.viewCount : b.resourceCount - a.resourceCount) ||
          a.key.localeCompare(b.key),
      )
      .slice(0, limit);
  };

  on(app, 'GET', [`${R}rank/town`, `resource/v2/portal/rank/town`], async (c) => {
    const query = readQuery(c, rankQuery);
    const names = await kit.names();
    const rows = await rank('town_code', query.limit, query.by);
    return ok(
      c,
      rows.map((row, i) => ({
        rank: i + 1,
        townCode: row.key,
        townName: names.towns.get(row.key) ?? '',
        resourceCount: row.resourceCount,
        viewCount: row.viewCount,
      })),
    );
  });

  on(app, 'GET', [`${R}rank/school`, `resource/v2/portal/rank/school`], async (c) => {
    const query = readQuery(c, rankQuery);
    const names = await kit.names();
    const rows = await rank('school_id', query.limit, query.by);
    return ok(
      c,
      rows.map((row, i) => ({
        rank: i + 1,
        schoolId: row.key,
        schoolName: names.schools.get(row.key) ?? '',
        resourceCount: row.resourceCount,
        viewCount: row.viewCount,
      })),
    );
  });

  on(app, 'GET', [`${R}rank/teacher`, `resource/v2/portal/rank/teacher`], async (c) => {
    const query = readQuery(c, rankQuery);
    const names = await kit.names();
    const rows = await rank('uploader_id', query.limit, query.by);
    const teachers = await db.selectFrom('portal_teachers').select(['id', 'name', 'school_id', 'avatar']).execute();
    return ok(
      c,
      rows.map((row, i) => {
        const teacher = teachers.find((t) => t.id === row.key);
        return {
          rank: i + 1,
          teacherId: row.key,
          teacherName: teacher?.name ?? '',
          avatar: teacher?.avatar ?? '',
          schoolName: teacher ? (names.schools.get(teacher.school_id) ?? '') : '',
          resourceCount: row.resourceCount,
          viewCount: row.viewCount,
        };
      }),
    );
  });
}
