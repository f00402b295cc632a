import { RESEARCH_ADMIN_ROLE_LABEL } from '@edu/api-client';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import {
  RESEARCH_ADMIN_PREFIX as ADMIN,
  RESEARCH_CLIENT_PREFIX as CLIENT,
  type ResearchRouteKit,
} from './create-research-route-kit';
import { readResearchBaseInfo } from './read-research-base-info';

/** The research area as a whole: its banner and counts (admin and public) and its administrators' cards. */
export function registerResearchOverviewRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, requireAdmin, idOf } = research;
  on(app, 'GET', [`${ADMIN}queryDetails`, `${ADMIN}baseInfo`], async (c) => {
    readQuery(c, emptyQuerySchema);
    requireAdmin(c);
    return ok(c, await readResearchBaseInfo(kit));
  });
  on(app, 'GET', [`${CLIENT}details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(c, await readResearchBaseInfo(kit));
  });
  on(app, 'GET', [`${CLIENT}adminUser/:id`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const id = idOf(c);
    const user = await db
      .selectFrom('users')
      .select(['uid', 'user_name', 'organ_name', 'school_name', 'role_name', 'avatar'])
      .where('uid', '=', id)
      .executeTakeFirst();
    if (!user?.role_name.includes(RESEARCH_ADMIN_ROLE_LABEL)) throw new HttpError(404, '管理员不存在');
    return ok(c, {
      userId: user.uid,
      userName: user.user_name,
      organName: user.organ_name,
      schoolName: user.school_name,
      avatar: user.avatar,
    });
  });
}
