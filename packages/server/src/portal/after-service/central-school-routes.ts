import type { Hono } from 'hono';
import { ok } from '../../http/portal-envelope';
import { listQuerySchema } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem } from '../content-mapper';
import { mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

/**
 * Ours (SPEC §1 names the after-school section's central schools without a call): the central school
 * (中心学校) of each town, which runs its after-school services, with contact, hours and programmes.
 * Paged, filtered like every list (`townCode` from the town dictionary, `keyword`).
 */
export function registerCentralSchoolRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  on(app, 'GET', ['course-delay/v1/centralSchool/page'], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    const page = await pageContent(db, ['central-school'], query);
    return ok(
      c,
      mapPage(page, (row) => toContentItem(row, names)),
    );
  });
}
