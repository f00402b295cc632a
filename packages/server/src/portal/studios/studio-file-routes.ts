import { FILES_PER_ATTACH_MAX } from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { idParamSchema, listQuerySchema, parseInput } from '../../http/portal-query';
import { on, type PortalContext, readBody, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { attachUploadedFiles, uploadedFileSchema } from '../attach-uploaded-files';
import { toFileItem } from '../content-mapper';
import { mapPage, pageFiles } from '../content-queries';
import type { RouteKit } from '../create-route-kit';
import { assertStudioMember, getStudio } from './studio-access';
import { STUDIO_PREFIX as S } from './studio-prefix';

/** The file category of a studio's resources. */
const STUDIO_FILE_CATEGORY = 'studio';

/**
 * A studio's resources: the public page of files, and for its members adding files they uploaded
 * (presigned POST first) and deleting one.
 */
export function registerStudioFileRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const idOf = (c: PortalContext) => parseInput(idParamSchema, c.req.param()).id;

  on(app, 'GET', [`${S}:id/files`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const studio = await getStudio(db, idOf(c));
    const names = await kit.names();
    const page = await pageFiles(db, [STUDIO_FILE_CATEGORY], query, (qb) => qb.where('content_id', '=', studio.id));
    return ok(
      c,
      mapPage(page, (row) => toFileItem(row, names)),
    );
  });
  on(app, 'POST', [`${S}:id/files/add`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const studio = await getStudio(db, idOf(c));
    await assertStudioMember(db, identity, studio.id);
    const body = await readBody(
      c,
      z.strictObject({ files: z.array(uploadedFileSchema).min(1).max(FILES_PER_ATTACH_MAX.studio) }),
    );
    return ok(
      c,
      await attachUploadedFiles(kit, {
        identity,
        files: body.files,
        contentId: studio.id,
        category: STUDIO_FILE_CATEGORY,
        schoolId: studio.school_id,
      }),
    );
  });
  on(app, 'POST', [`${S}files/:id/del`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const file = await db
      .selectFrom('portal_files')
      .select(['id', 'content_id'])
      .where('id', '=', idOf(c))
      .where('category', '=', STUDIO_FILE_CATEGORY)
      .executeTakeFirst();
    if (!file) throw notFound('工作室资源');
    await assertStudioMember(db, identity, file.content_id ?? '');
    await db.deleteFrom('portal_files').where('id', '=', file.id).execute();
    return ok(c, { id: file.id });
  });
}
