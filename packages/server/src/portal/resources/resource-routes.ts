import type { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, listQuerySchema } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toFileItem } from '../content-mapper';
import { mapPage, pageFiles } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

const R = 'resource/v2/portal/resource/';
const rankQuery = z.strictObject({
  ...areaCodeField,
  limit: z.coerce.number().int().min(1).max(50).default(10),
  by: z.enum(['count', 'views']).default('count'),
});

/** Resource centre: recommended, newest, rankings by town, school and teacher (SPEC §7 "Resources"). */
export function registerResourceRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
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

  /**
   * One ranking route: rows ranked by `column`, each described by the fields `describe` gives its key
   * (prepared once per request from the name tables).
   */
  const rankRoute = (
    path: 'town' | 'school' | 'teacher',
    column: 'town_code' | 'school_id' | 'uploader_id',
    prepare: (names: Awaited<ReturnType<RouteKit['names']>>) => Promise<(key: string) => Record<string, string>>,
  ) =>
    on(app, 'GET', [`${R}rank/${path}`, `resource/v2/portal/rank/${path}`], async (c) => {
      const query = readQuery(c, rankQuery);
      const describe = await prepare(await kit.names());
      const rows = await rank(column, query.limit, query.by);
      return ok(
        c,
        rows.map((row, i) => ({
          rank: i + 1,
          ...describe(row.key),
          resourceCount: row.resourceCount,
          viewCount: row.viewCount,
        })),
      );
    });

  rankRoute('town', 'town_code', async (names) => (key) => ({
    townCode: key,
    townName: names.towns.get(key) ?? '',
  }));
  rankRoute('school', 'school_id', async (names) => (key) => ({
    schoolId: key,
    schoolName: names.schools.get(key) ?? '',
  }));
  rankRoute('teacher', 'uploader_id', async (names) => {
    const rows = await db.selectFrom('portal_teachers').select(['id', 'name', 'school_id', 'avatar']).execute();
    const teachers = new Map(rows.map((teacher) => [teacher.id, teacher]));
    return (key) => {
      const teacher = teachers.get(key);
      return {
        teacherId: key,
        teacherName: teacher?.name ?? '',
        avatar: teacher?.avatar ?? '',
        schoolName: teacher ? (names.schools.get(teacher.school_id) ?? '') : '',
      };
    };
  });
}
