import { randomUUID } from 'node:crypto';
import { resourceSubmitInputSchema } from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { readVersions } from '../../admin/admin-versions';
import { submissionTarget, toSubmission } from '../../admin/submission-rows';
import { requireIdentity } from '../../auth/resolve-identity';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { readJsonBody } from '../../http/read-json-body';
import type { ServerEnv } from '../../http/server-env';
import { PHASES, SUBJECTS } from '../../reference-data/school-attributes';
import { findStoredUpload } from '../../storage/find-stored-upload';
import { extensionOf } from '../../storage/storage-keys';
import { areaCodeField } from '../portal-query';
import { on, type RouteKit, readQuery } from '../portal-router-kit';

const NEVER = { version: 0, updatedAt: '', updatedByName: '' };

/**
 * A teacher contributes an upload to the resource centre (ours, issue 32): it waits in the console's review
 * queue, and the teacher sees each contribution's fate. Only the teacher's own upload can be contributed.
 */
export function registerResourceSubmissionRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'POST', ['resource/v2/portal/resource/submit'], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    const input = await readJsonBody(c, resourceSubmitInputSchema);
    if (input.phaseId && !PHASES.some((phase) => phase.id === input.phaseId))
      throw new HttpError(400, '参数错误：phaseId: 学段不存在');
    if (input.subjectId && !SUBJECTS.some((subject) => subject.id === input.subjectId)) {
      throw new HttpError(400, '参数错误：subjectId: 学科不存在');
    }
    const stored = await findStoredUpload({ ...kit.deps, now: kit.now }, input.path);
    if (stored?.uid !== identity.uid)
      throw new HttpError(400, `文件 ${input.fileName} 未上传（path 不是您上传的存储键）`);
    const row = {
      id: randomUUID(),
      title: input.title,
      uploader_uid: identity.uid,
      uploader_name: identity.userName,
      school_id: identity.schoolId || null,
      file_name: input.fileName,
      file_ext: extensionOf(input.fileName),
      storage_key: stored.storage_key,
      size: stored.size,
      content_type: stored.content_type,
      phase_id: input.phaseId || null,
      subject_id: input.subjectId || null,
      status: 'pending' as const,
      reason: '',
      reviewer_name: '',
      reviewed_at: '',
      file_id: '',
      created_at: kit.now().toISOString(),
    };
    await db.insertInto('resource_submissions').values(row).execute();
    return ok(c, toSubmission(row, await kit.names(), NEVER));
  });

  on(app, 'GET', ['resource/v2/portal/resource/submissions'], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    const identity = requireIdentity(c.get('identity'));
    const rows = await db
      .selectFrom('resource_submissions')
      .selectAll()
      .where('uploader_uid', '=', identity.uid)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    const versions = await readVersions(
      db,
      rows.map((row) => submissionTarget(row.id)),
    );
    const names = await kit.names();
    return ok(
      c,
      rows.map((row) => toSubmission(row, names, versions.get(submissionTarget(row.id)) ?? NEVER)),
    );
  });
}
