import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { filterFields, listQuerySchema, pagingFields } from '../../http/portal-query';
import { on, readBody, readQuery } from '../../http/portal-router-kit';
import { toContentItem, toFileItem } from '../content-mapper';
import { mapPage, pageContent, pageFiles } from '../content-queries';
import { PRACTICE_PREFIX as P, type PracticeRouteKit } from './practice-route-kit';

/** The practice activities, and the introduction files (the practice videos' files). */
export function registerPracticeActivityRoutes({ app, kit, db, contentList }: PracticeRouteKit): void {
  contentList([`${P}acty/page`], ['practice-activity']);
  on(app, 'POST', [`${P}acty/list`], async (c) => {
    const body = await readBody(
      c,
      z.strictObject({ ...pagingFields, ...filterFields, status: z.enum(['ongoing', 'finished']).optional() }),
    );
    const names = await kit.names();
    const page = await pageContent(db, ['practice-activity'], body, (qb) =>
      body.status ? qb.where('extra', 'like', `%"status":"${body.status}"%`) : qb,
    );
    return ok(
      c,
      mapPage(page, (row) => toContentItem(row, names)),
    );
  });

  // Introduction files (the practice videos' files).
  on(app, 'GET', [`${P}intro/pageFileList`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageFiles(db, ['practice-video'], query), (row) => toFileItem(row, names)),
    );
  });
}
