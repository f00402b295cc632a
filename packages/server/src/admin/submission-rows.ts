import type { Submission } from '@edu/api-client';
import type { Kysely } from 'kysely';
import { WITHDRAWN_RESOURCE_CATEGORY } from '../constants';
import type { ResourceSubmissionTable } from '../db/console-schema';
import type { Database } from '../db/schema';
import { fileUrlOf, type NameLookups } from '../portal/content-mapper';
import { GRADES, PHASES, SUBJECTS } from '../reference-data/school-attributes';
import type { ItemVersion } from './admin-versions';

/** The version key of a contribution. */
export const submissionTarget = (id: string) => `submission:${id}`;

const nameOf = (list: readonly { id: string; name: string }[], id: string | null) =>
  id ? (list.find((entry) => entry.id === id)?.name ?? '') : '';

/** The published files of these contributions that an administrator has withdrawn since, by file id. */
export async function withdrawnFileIds(
  db: Kysely<Database>,
  rows: readonly Pick<ResourceSubmissionTable, 'file_id'>[],
): Promise<Set<string>> {
  const fileIds = rows.map((row) => row.file_id).filter((id) => id !== '');
  if (fileIds.length === 0) return new Set();
  const found = await db
    .selectFrom('portal_files')
    .select('id')
    .where('id', 'in', fileIds)
    .where('category', '=', WITHDRAWN_RESOURCE_CATEGORY)
    .execute();
  return new Set(found.map((file) => file.id));
}

/** A contribution as the review queue and its uploader see it. */
export function toSubmission(
  row: ResourceSubmissionTable,
  names: NameLookups,
  version: ItemVersion,
  withdrawn: boolean,
): Submission {
  return {
    id: row.id,
    title: row.title,
    fileName: row.file_name,
    fileExt: row.file_ext,
    size: row.size,
    fileUrl: `${fileUrlOf(row.storage_key)}?download=1`,
    uploaderUid: row.uploader_uid,
    uploaderName: row.uploader_name,
    schoolName: row.school_id ? (names.schools.get(row.school_id) ?? '') : '',
    subjectName: nameOf(SUBJECTS, row.subject_id),
    phaseName: nameOf(PHASES, row.phase_id),
    gradeName: nameOf(GRADES, row.grade_id),
    state: row.status,
    withdrawn,
    reason: row.reason,
    reviewerName: row.reviewer_name,
    reviewedAt: row.reviewed_at,
    fileId: row.file_id,
    createdAt: row.created_at,
    version: version.version,
  };
}
