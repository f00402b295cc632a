import type { PortalContentTable, PortalFileTable } from '../db/portal-schema';

/** The fields a new content item must name; everything else has a blank default. */
export type NewContentFields = Pick<PortalContentTable, 'id' | 'kind' | 'title' | 'author_name' | 'published_at'> &
  Partial<PortalContentTable>;

/** A `portal_content` row with blank text, no place or subject, no author id, no views and `{}` extras. */
export function newContentRow(fields: NewContentFields): PortalContentTable {
  return {
    parent_id: null,
    summary: '',
    body: '',
    cover: '',
    link_url: '',
    town_code: null,
    school_id: null,
    phase_id: null,
    grade_id: null,
    subject_id: null,
    type_code: null,
    author_id: null,
    view_count: 0,
    sort_order: 0,
    extra: '{}',
    ...fields,
  };
}

/** The fields a new file row must name; everything else has a blank default. */
export type NewFileFields = Pick<
  PortalFileTable,
  | 'id'
  | 'category'
  | 'file_name'
  | 'file_ext'
  | 'storage_key'
  | 'size'
  | 'content_type'
  | 'uploader_name'
  | 'created_at'
> &
  Partial<PortalFileTable>;

/** A `portal_files` row belonging to no content item, with no place or subject, no counts and no award. */
export function newFileRow(fields: NewFileFields): PortalFileTable {
  return {
    content_id: null,
    uploader_id: null,
    school_id: null,
    town_code: null,
    phase_id: null,
    grade_id: null,
    subject_id: null,
    type_code: null,
    code: null,
    view_count: 0,
    download_count: 0,
    score_total: 0,
    score_count: 0,
    recommended: 0,
    award: null,
    ...fields,
  };
}
