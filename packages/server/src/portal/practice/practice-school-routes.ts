import type { z } from 'zod';
import type { PortalSchoolTable } from '../../db/portal-schema';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, listQuerySchema } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import { mapPage } from '../content-queries';
import { likePattern, pageRows } from '../page-rows';
import { PRACTICE_PREFIX as P, type PracticeRouteKit } from './practice-route-kit';

/** A practice school as the API shows it. */
export function toSchool(row: PortalSchoolTable, townName: string) {
  return {
    id: row.id,
    schoolName: row.name,
    name: row.name,
    townCode: row.town_code,
    townName,
    phaseId: row.phase_id,
    address: row.address,
    intro: row.intro,
    motto: row.motto,
    cover: row.cover,
    studentCount: row.student_count,
    teacherCount: row.teacher_count,
    viewCount: row.view_count,
  };
}

/** The practice schools: a page of them, and all of them (SPEC §7 "Practice portal"). */
export function registerPracticeSchoolRoutes({ app, kit, db }: PracticeRouteKit): void {
  const schoolPage = async (query: z.infer<typeof listQuerySchema>) => {
    let base = db.selectFrom('portal_schools').where('practice', '=', 1);
    if (query.keyword) base = base.where('name', 'like', likePattern(query.keyword));
    if (query.townCode) base = base.where('town_code', '=', query.townCode);
    if (query.phaseId) base = base.where('phase_id', '=', query.phaseId);
    const page = await pageRows(base, query, (qb) =>
      query.sort === 'views' ? qb.orderBy('view_count', 'desc') : qb.orderBy('id', 'asc'),
    );
    const names = await kit.names();
    return mapPage(page, (r) => toSchool(r, names.towns.get(r.town_code) ?? ''));
  };
  on(app, 'GET', [`${P}school/listAll`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const names = await kit.names();
    const rows = await db.selectFrom('portal_schools').selectAll().where('practice', '=', 1).orderBy('id').execute();
    return ok(
      c,
      rows.map((r) => toSchool(r, names.towns.get(r.town_code) ?? '')),
    );
  });
  on(app, 'GET', [`${P}school`], async (c) => ok(c, await schoolPage(readQuery(c, listQuerySchema))));
}
