import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PortalFileTable } from '../db/portal-schema';
import { HttpError } from '../http/http-error';
import type { Identity } from '../http/identity';
import { findStoredUpload } from '../storage/find-stored-upload';
import { extensionOf } from '../storage/storage-keys';
import { toFileItem } from './content-mapper';
import type { RouteKit } from './create-route-kit';
import { newFileRow } from './new-portal-rows';

/** A file the browser has uploaded (presigned POST or the local upload route), named by its storage key. */
export const uploadedFileSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  path: z.string().trim().min(1).max(512),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

interface Attachment {
  identity: Identity;
  files: readonly z.infer<typeof uploadedFileSchema>[];
  contentId: string;
  category: string;
  schoolId?: string | null;
}

/**
 * Publishes uploads as files of a content item (a research activity's results, a studio's resources).
 * Only the caller's own uploads, recorded or found in the S3 store: a storage key that is not one refuses
 * the whole batch (400) and nothing is written.
 */
export async function attachUploadedFiles(kit: RouteKit, attachment: Attachment) {
  const { identity, files, contentId, category, schoolId = null } = attachment;
  const rows: PortalFileTable[] = [];
  for (const file of files) {
    const stored = await findStoredUpload({ ...kit.deps, now: kit.now }, file.path);
    if (stored?.uid !== identity.uid)
      throw new HttpError(400, `文件 ${file.fileName} 未上传（path 不是您上传的存储键）`);
    rows.push(
      newFileRow({
        id: randomUUID(),
        content_id: contentId,
        category,
        file_name: file.fileName,
        file_ext: extensionOf(file.fileName),
        storage_key: stored.storage_key,
        size: stored.size,
        content_type: stored.content_type,
        uploader_id: identity.uid,
        uploader_name: identity.userName,
        school_id: schoolId,
        created_at: kit.now().toISOString(),
      }),
    );
  }
  await kit.deps.db.insertInto('portal_files').values(rows).execute();
  const names = await kit.names();
  return rows.map((row) => toFileItem(row, names));
}
