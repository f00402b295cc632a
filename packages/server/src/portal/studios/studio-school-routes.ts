import type { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, pagingFields } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { PHASES } from '../../reference-data/school-attributes';
import { STUDIO_TYPES } from '../../reference-data/section-types';
import type { RouteKit } from '../create-route-kit';
import { likePattern, pageRows } from '../page-rows';
import { STUDIO_KIND } from './studio-access';
import { STUDIO_PREFIX as S } from './studio-prefix';

const schoolsQuery = z.strictObject({
  ...areaCodeField,
  ...pagingFields,
  keyword: z.string().trim().max(100).optional(),
  townCode: z.string().trim().min(1).max(64).optional(),
});

/** The schools that host studios, each with its studios, by name (paged, searchable by name and town). */
export function registerStudioSchoolRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', [`${S}schools`], async (c) => {
    const query = readQuery(c, schoolsQuery);
    let base = db
      .selectFrom('portal_schools')
      .where(
        'id',
        'in',
        db
          .selectFrom('portal_content')
          .select('school_id')
          .where('kind', '=', STUDIO_KIND)
          .where('school_id', 'is not', null),
      );
    if (query.keyword) base = base.where('name', 'like', likePattern(query.keyword));
    if (query.townCode) base = base.where('town_code', '=', query.townCode);
    const page = await pageRows(base, query, (qb) => qb.orderBy('name').orderBy('id'));
    const studios = page.list.length
      ? await db
          .selectFrom('portal_content')
          .select(['id', 'title', 'type_code', 'school_id', 'cover'])
          .where('kind', '=', STUDIO_KIND)
          .where(
            'school_id',
            'in',
            page.list.map((school) => school.id),
          )
          .orderBy('title')
          .execute()
      : [];
    const names = await kit.names();
    return ok(c, {
      ...page,
      list: page.list.map((school) => ({
        id: school.id,
        name: school.name,
        townCode: school.town_code,
        townName: names.towns.get(school.town_code) ?? '',
        phaseName: PHASES.find((phase) => phase.id === school.phase_id)?.name ?? '',
        address: school.address,
        intro: school.intro,
        cover: school.cover,
        studios: studios
          .filter((studio) => studio.school_id === school.id)
          .map((studio) => ({
            id: studio.id,
            title: studio.title,
            cover: studio.cover,
            typeName: STUDIO_TYPES.find((type) => type.id === studio.type_code)?.name ?? '',
          })),
      })),
    });
  });
}
