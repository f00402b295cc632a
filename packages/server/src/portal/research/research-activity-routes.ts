import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema } from '../../http/portal-query';
import { CHANGES_STATE, on, readQuery } from '../../http/portal-router-kit';
import { toFileItem } from '../content-mapper';
import {
  RESEARCH_ADMIN_PREFIX as ADMIN,
  RESEARCH_CLIENT_PREFIX as CLIENT,
  type ResearchRouteKit,
} from './create-research-route-kit';
import { registerResearchItemWrites } from './register-research-item-writes';

/**
 * Research activities (教研活动): the administrator's writes, list, details and activity videos, and the
 * public list and details.
 */
export function registerResearchActivityRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, requireAdmin, idOf } = research;
  registerResearchItemWrites(research, 'activities', 'research-activity', '教研活动');
  research.registerPage([`${ADMIN}activities/list/page`], 'research-activity', true);
  // Before the video routes: `activities/video/details` matches both, and the details route wins, as it always has.
  research.registerDetails([`${ADMIN}activities/:id/details`], 'research-activity', '教研活动', true);
  on(app, 'GET', [`${ADMIN}activities/video/:id/details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    requireAdmin(c);
    const file = await db
      .selectFrom('portal_files')
      .selectAll()
      .where('id', '=', idOf(c))
      .where('category', '=', 'research-video')
      .executeTakeFirst();
    if (!file) throw new HttpError(404, '活动视频不存在');
    return ok(c, toFileItem(file, await kit.names()));
  });
  on(
    app,
    'GET',
    [`${ADMIN}activities/video/:id`],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const id = idOf(c);
      const video = await db
        .selectFrom('portal_files')
        .select('id')
        .where('id', '=', id)
        .where('category', '=', 'research-video')
        .executeTakeFirst();
      if (!video) throw new HttpError(404, '活动视频不存在');
      await research.kit.countView(c, `file:${id}`, () =>
        db
          .updateTable('portal_files')
          .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
          .where('id', '=', id)
          .execute(),
      );
      return ok(c, { id });
    },
    CHANGES_STATE,
  );
  research.registerPage([`${CLIENT}activities/list/page`, `${CLIENT}activities/list`], 'research-activity', false);
  research.registerDetails([`${CLIENT}activities/:id/details`], 'research-activity', '教研活动', false);
}
