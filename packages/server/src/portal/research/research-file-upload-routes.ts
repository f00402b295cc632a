import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PortalFileTable } from '../../db/portal-schema';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { findStoredUpload } from '../../storage/find-stored-upload';
import { extensionOf } from '../../storage/storage-keys';
import { toFileItem } from '../content-mapper';
import { getContent } from '../content-queries';
import { newFileRow } from '../new-portal-rows';
import { on, readBody } from '../portal-router-kit';
import { RESEARCH_ADMIN_PREFIX as ADMIN, type ResearchRouteKit } from './create-research-route-kit';

const uploadedFile = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  path: z.string().trim().min(1).max(512),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/**
 * The administrator attaches already-uploaded files to a research activity as research files; a path
 * that is not a stored upload (recorded, or in the S3 store) refuses the whole batch.
 */
export function registerResearchFileUploadRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, requireAdmin, idOf } = research;
  on(app, 'POST', [`${ADMIN}file/add/batch/:id`], async (c) => {
    const identity = requireAdmin(c);
    const activityId = idOf(c);
    const body = await readBody(c, z.strictObject({ files: z.array(uploadedFile).min(1).max(50) }));
    await getContent(db, ['research-activity'], activityId, '教研活动');
    const rows: PortalFileTable[] = [];
    for (const file of body.files) {
      const stored = await findStoredUpload({ ...kit.deps, now: kit.now }, file.path);
      if (!stored) throw new HttpError(400, `文件 ${file.fileName} 未上传（path 不是已上传的存储键）`);
      rows.push(
        newFileRow({
          id: randomUUID(),
          content_id: activityId,
          category: 'research',
          file_name: file.fileName,
          file_ext: extensionOf(file.fileName),
          storage_key: stored.storage_key,
          size: stored.size,
          content_type: stored.content_type,
          uploader_id: identity.uid,
          uploader_name: identity.userName,
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
}
