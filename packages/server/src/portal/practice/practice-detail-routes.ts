import type { Hono } from 'hono';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, parseInput } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem } from '../content-mapper';
import { getContent } from '../content-queries';
import { whereVisible } from '../content-visibility';
import type { RouteKit } from '../create-route-kit';
import { toSchool } from './practice-school-routes';

const P = 'practice/v1/portal/';

/**
 * Ours (SPEC §2 names /zhsj/schools/{id} and /zhsj/activityDetail without their calls): one practice
 * school with how many articles, albums and videos it has, and one activity with its body.
 */
export function registerPracticeDetailRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', [`${P}school/:id/details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const { id } = parseInput(idParamSchema, c.req.param());
    const school = await db
      .selectFrom('portal_schools')
      .selectAll()
      .where('id', '=', id)
      .where('practice', '=', 1)
      .executeTakeFirst();
    if (!school) throw new HttpError(404, '实践学校不存在');
    const counts = await whereVisible(db.selectFrom('portal_content'))
      .select(['kind', (eb) => eb.fn.countAll().as('n')])
      .where('school_id', '=', id)
      .where('kind', 'in', ['practice-info', 'practice-album', 'practice-video'])
      .groupBy('kind')
      .execute();
    const count = (kind: string) => Number(counts.find((row) => row.kind === kind)?.n ?? 0);
    const names = await kit.names();
    return ok(c, {
      ...toSchool(school, names.towns.get(school.town_code) ?? ''),
      infoCount: count('practice-info'),
      albumCount: count('practice-album'),
      videoCount: count('practice-video'),
    });
  });

  on(app, 'GET', [`${P}acty/:id/details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const { id } = parseInput(idParamSchema, c.req.param());
    return ok(c, toContentItem(await getContent(db, ['practice-activity'], id, '活动'), await kit.names(), true));
  });
}
