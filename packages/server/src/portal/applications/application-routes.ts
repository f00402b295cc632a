import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, idParamSchema, listQuerySchema, pagingFields, parseInput } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem } from '../content-mapper';
import { countContentView, getContent, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

const P = 'portal/v1/';

/**
 * Application centre: list, collect, cancel collection (SPEC §7 "Applications"), and count a launch (ours:
 * an application's `viewCount` is how often it has been opened from the portal).
 */
export function registerApplicationRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', [`${P}client/application`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    const identity = c.get('identity');
    const collected = identity
      ? new Set(
          (
            await db.selectFrom('portal_app_collections').select('app_id').where('uid', '=', identity.uid).execute()
          ).map((r) => r.app_id),
        )
      : new Set<string>();
    const page = await pageContent(db, ['application'], query);
    return ok(
      c,
      mapPage(page, (row) => ({ ...toContentItem(row, names), collected: collected.has(row.id) })),
    );
  });

  on(app, 'POST', [`${P}application/collection/:id`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'collection');
    const { id } = parseInput(idParamSchema, c.req.param());
    await getContent(db, ['application'], id, '应用');
    const existing = await db
      .selectFrom('portal_app_collections')
      .select('app_id')
      .where('uid', '=', identity.uid)
      .where('app_id', '=', id)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('portal_app_collections')
        .values({ uid: identity.uid, app_id: id, created_at: kit.now().toISOString() })
        .execute();
    }
    return ok(c, { id, collected: true });
  });

  on(app, 'POST', [`${P}application/cancelcollection/:id`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'collection');
    const { id } = parseInput(idParamSchema, c.req.param());
    await getContent(db, ['application'], id, '应用');
    await db.deleteFrom('portal_app_collections').where('uid', '=', identity.uid).where('app_id', '=', id).execute();
    return ok(c, { id, collected: false });
  });

  // Anyone opening an application counts, signed in or not (a visitor's tile opens it too); the count lives in
  // the database, so every copy of the server adds to the same one.
  on(app, 'POST', [`${P}application/launch/:id`], async (c) => {
    const { id } = parseInput(idParamSchema, c.req.param());
    await countContentView(db, ['application'], id, '应用');
    const row = await getContent(db, ['application'], id, '应用');
    return ok(c, { id, launchCount: row.view_count });
  });

  // Person-centre variants: the themes, and the applications of one theme.
  on(app, 'GET', [`${P}applicationTheme`], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    const rows = await db
      .selectFrom('portal_content')
      .select('type_code')
      .distinct()
      .where('kind', '=', 'application')
      .execute();
    return ok(
      c,
      rows
        .map((r) => r.type_code)
        .filter((t): t is string => !!t)
        .sort()
        .map((name) => ({ id: name, name })),
    );
  });

  on(app, 'GET', [`${P}applicationListClient`], async (c) => {
    const query = readQuery(
      c,
      z.strictObject({ ...areaCodeField, ...pagingFields, theme: z.string().max(50).optional() }),
    );
    const names = await kit.names();
    const page = await pageContent(db, ['application'], {
      ...query,
      sort: 'newest',
      ...(query.theme ? { type: query.theme } : {}),
    });
    return ok(
      c,
      mapPage(page, (row) => toContentItem(row, names)),
    );
  });
}
