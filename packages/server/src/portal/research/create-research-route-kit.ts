import type { Hono } from 'hono';
import type { Transaction } from 'kysely';
import type { GuideChange, GuideContentWriter } from '../../ai/chat/guide/guide-change-log';
import { isResearchAdmin, requireIdentity } from '../../auth/resolve-identity';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Identity } from '../../http/identity';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from '../../http/portal-query';
import { COUNTS_VIEW, on, type PortalContext, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem, toFileItem } from '../content-mapper';
import { countContentView, getContent, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

/** Path prefix of the research admin API (SPEC §7). */
export const RESEARCH_ADMIN_PREFIX = 'portal/research/v1/';
/** Path prefix of the public research API (SPEC §7). */
export const RESEARCH_CLIENT_PREFIX = 'portal/client/research/v1/';

/** What every research route module shares: the app, the portal kit and the research guards. */
export interface ResearchRouteKit {
  app: Hono<ServerEnv>;
  kit: RouteKit;
  db: RouteKit['deps']['db'];
  /** The caller, when they are the 两研一刊 administrator; otherwise a 401 or 403. */
  requireAdmin(c: PortalContext): Identity;
  /** The validated `:id` path parameter. */
  idOf(c: PortalContext): string;
  /**
   * Writes a news item or activity (`work`, in one transaction) with its guide changes, so the offline guide
   * of every copy finds it as it finds seeded ones (or forgets it): see {@link GuideContentWriter}.
   */
  writeGuided<T>(
    work: (trx: Transaction<Database>) => Promise<{ value: T; changes: readonly GuideChange[] }>,
  ): Promise<T>;
  /** Registers a paged list of one content kind; `guard` limits it to the administrator. */
  registerPage(paths: string[], kind: string, guard: boolean): void;
  /** Registers the details (with attached files) of one content kind, counting the view. */
  registerDetails(paths: string[], kind: string, what: string, guard: boolean): void;
}

/** Creates the shared helpers of the research routes. */
export function createResearchRouteKit(app: Hono<ServerEnv>, kit: RouteKit): ResearchRouteKit {
  const { db, guideContent } = kit.deps;
  const writeGuided: ResearchRouteKit['writeGuided'] = (work) =>
    guideContent ? guideContent.write(work) : db.transaction().execute(async (trx) => (await work(trx)).value);
  const requireAdmin = (c: PortalContext): Identity => {
    const identity = requireIdentity(c.get('identity'));
    if (!isResearchAdmin(identity)) throw new HttpError(403, '仅两研一刊管理员可操作');
    return identity;
  };
  const idOf = (c: PortalContext) => parseInput(idParamSchema, c.req.param()).id;
  const registerPage = (paths: string[], kind: string, guard: boolean) =>
    on(app, 'GET', paths, async (c) => {
      const query = readQuery(c, listQuerySchema);
      if (guard) requireAdmin(c);
      const names = await kit.names();
      return ok(
        c,
        mapPage(await pageContent(db, [kind], query), (row) => toContentItem(row, names)),
      );
    });
  const registerDetails = (paths: string[], kind: string, what: string, guard: boolean) =>
    on(
      app,
      'GET',
      paths,
      async (c) => {
        readQuery(c, emptyQuerySchema);
        if (guard) requireAdmin(c);
        const id = idOf(c);
        const row = await getContent(db, [kind], id, what);
        if (await kit.countView(c, `content:${id}`, () => countContentView(db, [kind], id, what))) row.view_count += 1;
        const files = await db.selectFrom('portal_files').selectAll().where('content_id', '=', id).execute();
        const names = await kit.names();
        return ok(c, { ...toContentItem(row, names, true), files: files.map((f) => toFileItem(f, names)) });
      },
      COUNTS_VIEW,
    );
  return { app, kit, db, requireAdmin, idOf, writeGuided, registerPage, registerDetails };
}
