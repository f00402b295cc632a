import type { SentContentItem, SentPreviewFile } from '@edu/api-client';
import { FILE_URL_PREFIX } from '../constants';
import type { PortalContentTable, PortalFileTable } from '../db/portal-schema';
import { parseJson } from '../http/parse-json';
import { GRADES, PHASES, SUBJECTS } from '../reference-data/school-attributes';

/** Names of towns and schools by id, for list items. */
export interface NameLookups {
  towns: ReadonlyMap<string, string>;
  schools: ReadonlyMap<string, string>;
}

const nameOf = (list: readonly { id: string; name: string }[], id: string | null) =>
  id ? (list.find((entry) => entry.id === id)?.name ?? '') : '';

/** The fields a row keeps in its `extra` JSON (an activity's day, place and video…); `{}` when unreadable. */
export function extraOf(row: { extra: string }): Record<string, unknown> {
  const parsed = parseJson(row.extra);
  return parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value)
    ? (parsed.value as Record<string, unknown>)
    : {};
}

/** The columns both content and file rows carry to say where and for whom an item is. */
interface PlacedRow {
  town_code: string | null;
  school_id: string | null;
  phase_id: string | null;
  grade_id: string | null;
  subject_id: string | null;
}

/** The town, school, phase, grade and subject of a row, each as its id and its display name. */
function placeFieldsOf(row: PlacedRow, names: NameLookups) {
  return {
    townCode: row.town_code,
    townName: row.town_code ? (names.towns.get(row.town_code) ?? '') : '',
    schoolId: row.school_id,
    schoolName: row.school_id ? (names.schools.get(row.school_id) ?? '') : '',
    phaseId: row.phase_id,
    phaseName: nameOf(PHASES, row.phase_id),
    gradeId: row.grade_id,
    gradeName: nameOf(GRADES, row.grade_id),
    subjectId: row.subject_id,
    subjectName: nameOf(SUBJECTS, row.subject_id),
  };
}

/** A content row as the API shows it (articles, news, albums, contests, studios…): what `contentItemSchema` reads. */
export function toContentItem(row: PortalContentTable, names: NameLookups, withBody = false) {
  return {
    ...extraOf(row),
    id: row.id,
    parentId: row.parent_id,
    title: row.title,
    summary: row.summary,
    ...(withBody ? { content: row.body } : {}),
    cover: row.cover,
    linkUrl: row.link_url,
    ...placeFieldsOf(row, names),
    type: row.type_code,
    creator: row.author_id,
    creatorName: row.author_name,
    viewCount: row.view_count,
    sort: row.sort_order,
    createDate: row.published_at,
    publishTime: row.published_at,
  } satisfies SentContentItem;
}

/** The download URL of a storage key. */
export function fileUrlOf(storageKey: string): string {
  return `${FILE_URL_PREFIX}${storageKey.split('/').map(encodeURIComponent).join('/')}`;
}

/** A file row as the API shows it (SPEC §3 file/resource fields plus list details): what `previewFileSchema` reads. */
export function toFileItem(row: PortalFileTable, names: NameLookups) {
  const fileUrl = fileUrlOf(row.storage_key);
  return {
    id: row.id,
    fileId: row.id,
    applyId: row.content_id,
    fileName: row.file_name,
    fileExt: row.file_ext,
    path: row.storage_key,
    fileUrl,
    reviewUrl: `/resource_api/storage/preview/${row.id}`,
    wpsUrl: '',
    size: row.size,
    contentType: row.content_type,
    category: row.category,
    creator: row.uploader_id,
    creatorName: row.uploader_name,
    ...placeFieldsOf(row, names),
    type: row.type_code,
    code: row.code,
    viewCount: row.view_count,
    downloadCount: row.download_count,
    score: row.score_count > 0 ? Math.round((row.score_total / row.score_count) * 10) / 10 : 0,
    scoreCount: row.score_count,
    recommended: row.recommended === 1,
    award: row.award,
    createDate: row.created_at,
  } satisfies SentPreviewFile;
}
