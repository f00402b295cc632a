import type { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from '../../http/portal-query';
import { CHANGES_STATE, on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem } from '../content-mapper';
import { countContentView, getContent, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

/** Path prefix of the practice portal's calls (SPEC §7). */
export const PRACTICE_PREFIX = 'practice/v1/portal/';

/** What every practice route module shares: the app, the portal kit and the registrars of the common calls. */
export interface PracticeRouteKit {
  app: Hono<ServerEnv>;
  kit: RouteKit;
  db: RouteKit['deps']['db'];
  /** A paged, filtered list of content kinds (with their bodies when `withBody`). */
  contentList(paths: string[], kinds: string[], withBody?: boolean): void;
  /** The newest items of a kind (`limit`, 6 by default). */
  latest(paths: string[], kind: string): void;
  /** One item of a kind with its body; `what` names it in the 404. */
  details(paths: string[], kind: string, what: string): void;
  /** Counts one view of an item (a GET that writes) and answers its new count. */
  viewCount(paths: string[], kind: string, what: string): void;
}

/** Creates the shared registrars of the practice routes. */
export function createPracticeRouteKit(app: Hono<ServerEnv>, kit: RouteKit): PracticeRouteKit {
  const { db } = kit.deps;
  const contentList = (paths: string[], kinds: string[], withBody = false) =>
    on(app, 'GET', paths, async (c) => {
      const query = readQuery(c, listQuerySchema);
      const names = await kit.names();
      return ok(
        c,
        mapPage(await pageContent(db, kinds, query), (row) => toContentItem(row, names, withBody)),
      );
    });
  const latest = (paths: string[], kind: string) =>
    on(app, 'GET', paths, async (c) => {
      const query = readQuery(
        c,
        z.strictObject({ ...areaCodeField, limit: z.coerce.number().int().min(1).max(50).default(6) }),
      );
      const names = await kit.names();
      const page = await pageContent(db, [kind], { pageNum: 1, pageSize: query.limit, sort: 'newest' });
      return ok(
        c,
        page.list.map((row) => toContentItem(row, names)),
      );
    });
  const details = (paths: string[], kind: string, what: string) =>
    on(app, 'GET', paths, async (c) => {
      readQuery(c, emptyQuerySchema);
      const { id } = parseInput(idParamSchema, c.req.param());
      return ok(c, toContentItem(await getContent(db, [kind], id, what), await kit.names(), true));
    });
  const viewCount = (paths: string[], kind: string, what: string) =>
    on(
      app,
      'GET',
      paths,
      async (c) => {
        readQuery(c, emptyQuerySchema);
        const { id } = parseInput(idParamSchema, c.req.param());
        const row = await getContent(db, [kind], id, what);
        if (await kit.countView(c, `content:${id}`, () => countContentView(db, [kind], id, what))) row.view_count += 1;
        return ok(c, { id, viewCount: row.view_count });
      },
      CHANGES_STATE,
    );

  return { app, kit, db, contentList, latest, details, viewCount };
}
