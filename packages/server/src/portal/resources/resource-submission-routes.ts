import { randomUUID } from 'node:crypto';
import {
  mayContributeResources,
  RESOURCE_SUBMISSION_EXTENSIONS,
  resourceSubmitInputSchema,
  UPLOAD_MESSAGES,
} from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { readVersions } from '../../admin/admin-versions';
import { submissionTarget, toSubmission, withdrawnFileIds } from '../../admin/submission-rows';
import { requireIdentity } from '../../auth/resolve-identity';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { areaCodeField } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import { readJsonBody } from '../../http/read-json-body';
import type { ServerEnv } from '../../http/server-env';
import { GRADES, PHASES, SUBJECTS } from '../../reference-data/school-attributes';
import { findStoredUpload } from '../../storage/find-stored-upload';
import { extensionOf } from '../../storage/storage-keys';
import type { RouteKit } from '../create-route-kit';

const NEVER = { version: 0, updatedAt: '', updatedByName: '' };
const CONTRIBUTABLE = new Set<string>(RESOURCE_SUBMISSION_EXTENSIONS);

/** Refuses a phase, grade or subject that does not exist, or a grade or subject the phase does not have. */
function assertAttributes(input: { phaseId?: string; gradeId?: string; subjectId?: string }): void {
  const phaseId = input.phaseId || undefined;
  if (phaseId && !PHASES.some((phase) => phase.id === phaseId))
    throw new HttpError(400, '参数错误：phaseId: 学段不存在');
  if (input.gradeId) {
    const grade = GRADES.find((entry) => entry.id === input.gradeId);
    if (!grade) throw new HttpError(400, '参数错误：gradeId: 年级不存在');
    if (phaseId && grade.phaseId !== phaseId) throw new HttpError(400, '参数错误：gradeId: 该学段没有这个年级');
  }
  if (input.subjectId) {
    const subject = SUBJECTS.find((entry) => entry.id === input.subjectId);
    if (!subject) throw new HttpError(400, '参数错误：subjectId: 学科不存在');
    if (phaseId && !(subject.phaseIds as readonly string[]).includes(phaseId))
      throw new HttpError(400, '参数错误：subjectId: 该学段没有这个学科');
  }
}

/**
 * A teacher contributes an upload to the resource centre (ours, issue 32): it waits in the console's review
 * queue, and the teacher sees each contribution's fate. Only the teacher's own upload can be contributed,
 * once, and only in the resource centre's formats; pupils contribute nothing.
 */
export function registerResourceSubmissionRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'POST', ['resource/v2/portal/resource/submit'], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    if (!mayContributeResources(identity.roleId)) throw new HttpError(403, '学生账号不能向资源中心上传资源');
    const input = await readJsonBody(c, resourceSubmitInputSchema);
    assertAttributes(input);
    const stored = await findStoredUpload({ ...kit.deps, now: kit.now }, input.path);
    if (stored?.uid !== identity.uid)
      throw new HttpError(400, `文件 ${input.fileName} 未上传（path 不是您上传的存储键）`);
    // The stored key's extension is what the file is served as; the name given must say the same.
    const extension = extensionOf(stored.storage_key);
    if (!CONTRIBUTABLE.has(extension)) throw new HttpError(400, UPLOAD_MESSAGES.format(RESOURCE_SUBMISSION_EXTENSIONS));
    if (extensionOf(input.fileName) !== extension)
      throw new HttpError(400, `参数错误：fileName: 文件名的扩展名须为 .${extension}`);
    const again = await db
      .selectFrom('resource_submissions')
      .select('id')
      .where('storage_key', '=', stored.storage_key)
      .executeTakeFirst();
    if (again) throw new HttpError(409, '该文件已经提交过，请勿重复提交');
    const row = {
      id: randomUUID(),
      title: input.title.trim(),
      uploader_uid: identity.uid,
      uploader_name: identity.userName,
      school_id: identity.schoolId || null,
      file_name: input.fileName,
      file_ext: extension,
      storage_key: stored.storage_key,
      size: stored.size,
      content_type: stored.content_type,
      phase_id: input.phaseId || null,
      grade_id: input.gradeId || null,
      subject_id: input.subjectId || null,
      status: 'pending' as const,
      reason: '',
      reviewer_name: '',
      reviewed_at: '',
      file_id: '',
      created_at: kit.now().toISOString(),
    };
    await db.insertInto('resource_submissions').values(row).execute();
    return ok(c, toSubmission(row, await kit.names(), NEVER, false));
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
    const withdrawn = await withdrawnFileIds(db, rows);
    const names = await kit.names();
    return ok(
      c,
      rows.map((row) =>
        toSubmission(row, names, versions.get(submissionTarget(row.id)) ?? NEVER, withdrawn.has(row.file_id)),
      ),
    );
  });
}
