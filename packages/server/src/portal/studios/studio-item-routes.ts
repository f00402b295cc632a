import type { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from '../../http/portal-query';
import { COUNTS_VIEW, on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { STUDIO_ITEM_KINDS } from '../../reference-data/section-types';
import { toContentItem, toFileItem } from '../content-mapper';
import { countContentView, getContent, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';
import { getStudio } from './studio-access';
import { STUDIO_PREFIX as S } from './studio-prefix';

const ITEM_CONTENT_KINDS = STUDIO_ITEM_KINDS.map((item) => item.kind);
const itemKindOf = (contentKind: string) => STUDIO_ITEM_KINDS.find((item) => item.kind === contentKind);
const itemQuery = listQuerySchema.extend({ kind: z.enum(['ykbk', 'gkyk', 'jyyj']) });

/**
 * A studio's work items: lesson study (ykbk), public classes (gkyk) and research (jyyj), each a page of
 * items and one item with its body and files (documents, the class recording).
 */
export function registerStudioItemRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', [`${S}:id/items`], async (c) => {
    const { kind, ...query } = readQuery(c, itemQuery);
    const studio = await getStudio(db, parseInput(idParamSchema, c.req.param()).id);
    const contentKind = STUDIO_ITEM_KINDS.find((item) => item.id === kind)?.kind ?? '';
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, [contentKind], query, (qb) => qb.where('parent_id', '=', studio.id)), (row) => ({
        ...toContentItem(row, names),
        kind,
      })),
    );
  });
  on(
    app,
    'GET',
    [`${S}items/:id/details`],
    async (c) => {
      readQuery(c, emptyQuerySchema);
      const { id } = parseInput(idParamSchema, c.req.param());
      const item = await getContent(db, ITEM_CONTENT_KINDS, id, '工作室成果');
      if (await kit.countView(c, `content:${id}`, () => countContentView(db, ITEM_CONTENT_KINDS, id, '工作室成果'))) {
        item.view_count += 1;
      }
      const studio = await getStudio(db, item.parent_id ?? '');
      const files = await db
        .selectFrom('portal_files')
        .selectAll()
        .where('content_id', '=', item.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const names = await kit.names();
      const kind = itemKindOf(item.kind);
      return ok(c, {
        ...toContentItem(item, names, true),
        kind: kind?.id ?? '',
        kindName: kind?.name ?? '',
        studio: { id: studio.id, title: studio.title },
        files: files.map((file) => toFileItem(file, names)),
      });
    },
    COUNTS_VIEW,
  );
}
