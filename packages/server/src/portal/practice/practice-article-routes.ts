import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import {
  areaCodeField,
  emptyQuerySchema,
  filterFields,
  idParamSchema,
  pagingFields,
  parseInput,
} from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import { PRACTICE_INFO_TYPES } from '../../reference-data/section-types';
import { toContentItem } from '../content-mapper';
import { mapPage, pageContent } from '../content-queries';
import { PRACTICE_PREFIX as P, type PracticeRouteKit } from './practice-route-kit';

/** The practice articles by type, and the practice bases. */
export function registerPracticeArticleRoutes({
  app,
  kit,
  db,
  contentList,
  latest,
  details,
  viewCount,
}: PracticeRouteKit): void {
  on(app, 'GET', [`${P}infoType/list`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      PRACTICE_INFO_TYPES.map((t) => ({ id: t.id, name: t.name })),
    );
  });
  latest([`${P}info/latest`], 'practice-info');
  contentList([`${P}Info/listPage`, `${P}info/listPage`], ['practice-info']);
  details([`${P}info/:id/details`], 'practice-info', '文章');
  viewCount([`${P}info/:id`], 'practice-info', '文章');

  // Bases.
  on(app, 'GET', [`${P}base/list/:id`], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, ...pagingFields, keyword: filterFields.keyword }));
    parseInput(idParamSchema, c.req.param());
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['practice-base'], { ...query, sort: 'newest' }), (row) =>
        toContentItem(row, names),
      ),
    );
  });
  details([`${P}base/details/:id`], 'practice-base', '实践基地');
}
