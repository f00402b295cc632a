import { toContentItem } from './content-mapper';
import { RESEARCH_CLIENT_PREFIX as CLIENT, type ResearchRouteKit } from './create-research-route-kit';
import { ok } from './portal-envelope';
import { listQuerySchema } from './portal-query';
import { on, readQuery } from './portal-router-kit';
import { requireIdentity } from './resolve-identity';

/**
 * The public pages of research collections: the caller's own collections with their targets, and who
 * collected one target (open to guests; `collected` says whether the caller did).
 */
export function registerResearchCollectionListRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, idOf } = research;
  on(app, 'GET', [`${CLIENT}collectInteraction/list/page`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    const base = db.selectFrom('portal_collections').where('uid', '=', identity.uid);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const contents = rows.length
      ? await db
          .selectFrom('portal_content')
          .selectAll()
          .where(
            'id',
            'in',
            rows.map((r) => r.target_id),
          )
          .execute()
      : [];
    const names = await kit.names();
    return ok(c, {
      total: Number(total?.n ?? 0),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      list: rows.map((row) => {
        const target = contents.find((item) => item.id === row.target_id);
        return {
          id: row.id,
          targetId: row.target_id,
          targetType: row.target_type,
          createDate: row.created_at,
          target: target ? toContentItem(target, names) : null,
        };
      }),
    });
  });
  on(app, 'GET', [`${CLIENT}collectInteraction/list/page/:id`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const targetId = idOf(c);
    const uid = c.get('identity')?.uid;
    const base = db.selectFrom('portal_collections').where('target_id', '=', targetId);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const mine = uid ? await base.select('id').where('uid', '=', uid).executeTakeFirst() : undefined;
    return ok(c, {
      total: Number(total?.n ?? 0),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      collected: !!mine,
      list: rows.map((row) => ({
        id: row.id,
        targetId: row.target_id,
        targetType: row.target_type,
        createDate: row.created_at,
        mine: row.uid === uid,
      })),
    });
  });
}
