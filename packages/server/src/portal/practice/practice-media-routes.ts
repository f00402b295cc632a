import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, emptyQuerySchema, idParamSchema, parseInput } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import { toContentItem, toFileItem } from '../content-mapper';
import { getContent } from '../content-queries';
import { PRACTICE_PREFIX as P, type PracticeRouteKit } from './practice-route-kit';

/** The practice albums with their pictures, and the videos with their files. */
export function registerPracticeMediaRoutes({
  app,
  kit,
  db,
  contentList,
  latest,
  details,
  viewCount,
}: PracticeRouteKit): void {
  // Albums and their pictures.
  contentList([`${P}album/listPage`], ['practice-album']);
  latest([`${P}album`], 'practice-album');
  on(app, 'GET', [`${P}pic/list/albumId`, `${P}pic/list/:albumId`], async (c) => {
    const fromPath = c.req.param('albumId');
    const query = readQuery(
      c,
      z.strictObject({ ...areaCodeField, albumId: z.string().trim().min(1).max(64).optional() }),
    );
    const albumId = fromPath ?? query.albumId;
    if (!albumId) throw new HttpError(400, '参数错误：albumId 必填');
    await getContent(db, ['practice-album'], albumId, '相册');
    const names = await kit.names();
    const pictures = await db
      .selectFrom('portal_content')
      .selectAll()
      .where('kind', '=', 'practice-picture')
      .where('parent_id', '=', albumId)
      .orderBy('sort_order')
      .execute();
    return ok(
      c,
      pictures.map((row) => ({ ...toContentItem(row, names), url: row.cover })),
    );
  });
  details([`${P}album/:id/details`], 'practice-album', '相册');
  viewCount([`${P}album/:id`], 'practice-album', '相册');

  // Videos.
  contentList([`${P}video/listPage`], ['practice-video']);
  latest([`${P}video`], 'practice-video');
  on(app, 'GET', [`${P}video/:id/details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const { id } = parseInput(idParamSchema, c.req.param());
    const names = await kit.names();
    const row = await getContent(db, ['practice-video'], id, '视频');
    const files = await db.selectFrom('portal_files').selectAll().where('content_id', '=', id).execute();
    return ok(c, { ...toContentItem(row, names, true), files: files.map((f) => toFileItem(f, names)) });
  });
  viewCount([`${P}video/:id`], 'practice-video', '视频');
}
