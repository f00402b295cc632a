import { FILES_PER_ATTACH_MAX } from '@edu/api-client';
import { z } from 'zod';
import { ok } from '../../http/portal-envelope';
import { on, readBody } from '../../http/portal-router-kit';
import { attachUploadedFiles, uploadedFileSchema } from '../attach-uploaded-files';
import { getContent } from '../content-queries';
import { RESEARCH_ADMIN_PREFIX as ADMIN, type ResearchRouteKit } from './create-research-route-kit';

/**
 * The administrator attaches already-uploaded files to a research activity as research files; a path
 * that is not one of the administrator's stored uploads (recorded, or in the S3 store) refuses the whole batch.
 */
export function registerResearchFileUploadRoutes(research: ResearchRouteKit): void {
  const { app, kit, db, requireAdmin, idOf } = research;
  on(app, 'POST', [`${ADMIN}file/add/batch/:id`], async (c) => {
    const identity = requireAdmin(c);
    await kit.limitWrite(c, 'edit');
    const activityId = idOf(c);
    const body = await readBody(
      c,
      z.strictObject({ files: z.array(uploadedFileSchema).min(1).max(FILES_PER_ATTACH_MAX.research) }),
    );
    await getContent(db, ['research-activity'], activityId, '教研活动');
    return ok(
      c,
      await attachUploadedFiles(kit, { identity, files: body.files, contentId: activityId, category: 'research' }),
    );
  });
}
