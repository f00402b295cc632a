import type { Hono } from 'hono';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from '../../http/portal-query';
import { COUNTS_VIEW, on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { STUDIO_ITEM_KINDS, STUDIO_TYPES } from '../../reference-data/section-types';
import { toContentItem } from '../content-mapper';
import { countContentView, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';
import { countStudioPageView, getStudio, STUDIO_KIND } from './studio-access';
import { registerStudioFileRoutes } from './studio-file-routes';
import { registerStudioItemRoutes } from './studio-item-routes';
import { registerStudioMemberRoutes } from './studio-member-routes';
import { listStudioMembers } from './studio-members';
import { registerStudioNewsRoutes } from './studio-news-routes';
import { STUDIO_PREFIX as S } from './studio-prefix';
import { registerStudioSchoolRoutes } from './studio-school-routes';

const typeNameOf = (type: string | null) => STUDIO_TYPES.find((t) => t.id === type)?.name ?? '';

/**
 * Studios of famous teachers, principals and class tutors (paths ours, see the portal README): the
 * list, one studio with its members and counts, and the calls of the files beside this one (news,
 * members, resources, work items, schools). Members manage their own studio.
 */
export function registerStudioRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', [`${S}types`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      STUDIO_TYPES.map((t) => ({ id: t.id, name: t.name })),
    );
  });
  on(app, 'GET', [`${S}list`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    const page = await pageContent(db, [STUDIO_KIND], query);
    const members = await listStudioMembers(
      db,
      page.list.map((row) => row.id),
      names,
    );
    return ok(
      c,
      mapPage(page, (row) => ({
        ...toContentItem(row, names),
        typeName: typeNameOf(row.type_code),
        memberCount: members.get(row.id)?.length ?? 0,
      })),
    );
  });
  on(
    app,
    'GET',
    [`${S}:id/details`],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const { id } = parseInput(idParamSchema, c.req.param());
      const studio = await getStudio(db, id);
      const counted = await countStudioPageView(db, c.get('identity'), id, () =>
        kit.countView(c, `content:${id}`, () => countContentView(db, [STUDIO_KIND], id, '工作室')),
      );
      if (counted) studio.view_count += 1;
      const names = await kit.names();
      const members = (await listStudioMembers(db, [id], names)).get(id) ?? [];
      const counts = await db
        .selectFrom('portal_content')
        .select(['kind', (eb) => eb.fn.countAll().as('total')])
        .where('parent_id', '=', id)
        .groupBy('kind')
        .execute();
      const countOf = (kind: string) => Number(counts.find((row) => row.kind === kind)?.total ?? 0);
      const files = await db
        .selectFrom('portal_files')
        .select((eb) => eb.fn.countAll().as('total'))
        .where('category', '=', 'studio')
        .where('content_id', '=', id)
        .executeTakeFirst();
      return ok(c, {
        ...toContentItem(studio, names, true),
        typeName: typeNameOf(studio.type_code),
        host: members.find((member) => member.memberRole === 'owner') ?? null,
        members,
        memberCount: members.length,
        counts: {
          news: countOf('studio-news'),
          files: Number(files?.total ?? 0),
          ...Object.fromEntries(STUDIO_ITEM_KINDS.map((item) => [item.id, countOf(item.kind)])),
        },
      });
    },
    COUNTS_VIEW,
  );
  registerStudioNewsRoutes(app, kit);
  registerStudioMemberRoutes(app, kit);
  registerStudioFileRoutes(app, kit);
  registerStudioItemRoutes(app, kit);
  registerStudioSchoolRoutes(app, kit);
}
