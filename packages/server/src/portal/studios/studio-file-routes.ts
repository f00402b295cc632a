import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import type { PortalFileTable } from '../../db/portal-schema';
import { HttpError, notFound } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import type { ServerEnv } from '../../http/server-env';
import { extensionOf } from '../../storage/storage-keys';
import { toFileItem } from '../content-mapper';
import { mapPage, pageFiles } from '../content-queries';
import { newFileRow } from '../new-portal-rows';
import { idParamSchema, listQuerySchema, parseInput } from '../portal-query';
import { on, type PortalContext, type RouteKit, readBody, readQuery } from '../portal-router-kit';
import { assertStudioMember, getStudio } from './studio-access';
import { STUDIO_PREFIX as S } from './studio-prefix';

/** The file category of a studio's resources. */
const STUDIO_FILE_CATEGORY = 'studio';

const uploadedFile = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  path: z.string().trim().min(1).max(512),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

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
    const studio = await getStudio(db, idOf(c));
    await assertStudioMember(db, identity, studio.id);
    const body = await readBody(c, z.strictObject({ files: z.array(uploadedFile).min(1).max(20) }));
    const rows: PortalFileTable[] = [];
    for (const file of body.files) {
      // Only the member's own uploads: a storage key someone else uploaded is not theirs to publish.
      const stored = await db
        .selectFrom('portal_uploads')
        .selectAll()
        .where('storage_key', '=', file.path)
        .where('uid', '=', identity.uid)
        .executeTakeFirst();
      if (!stored) throw new HttpError(400, `文件 ${file.fileName} 未上传（path 不是您上传的存储键）`);
      rows.push(
        newFileRow({
          id: randomUUID(),
          content_id: studio.id,
          category: STUDIO_FILE_CATEGORY,
          file_name: file.fileName,
          file_ext: extensionOf(file.fileName),
          storage_key: stored.storage_key,
          size: stored.size,
          content_type: stored.content_type,
          uploader_id: identity.uid,
          uploader_name: identity.userName,
          school_id: studio.school_id,
          created_at: kit.now().toISOString(),
        }),
      );
    }
    await db.insertInto('portal_files').values(rows).execute();
    const names = await kit.names();
    return ok(
      c,
      rows.map((row) => toFileItem(row, names)),
    );
  });
  on(app, 'POST', [`${S}files/:id/del`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
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
