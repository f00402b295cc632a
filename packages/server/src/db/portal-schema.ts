/** `portal_towns`: the county's towns (filters, rankings, the town dictionary). */
export interface PortalTownTable {
  code: string;
  name: string;
  sort_order: number;
}

/** `portal_schools`. `phase_id` follows the attribute API (2 小学, 3 初中, 4 高中). */
export interface PortalSchoolTable {
  id: string;
  name: string;
  town_code: string;
  phase_id: string;
  address: string;
  intro: string;
  motto: string;
  cover: string;
  student_count: number;
  teacher_count: number;
  /** 1 when the school takes part in the practice portal. */
  practice: number;
  view_count: number;
}

/** `portal_teachers`: teachers shown in rankings, studios and three-classroom programmes. */
export interface PortalTeacherTable {
  id: string;
  name: string;
  school_id: string;
  phase_id: string;
  subject_id: string;
  title: string;
  avatar: string;
  intro: string;
}

/** `portal_classes`. */
export interface PortalClassTable {
  id: string;
  school_id: string;
  name: string;
  grade_id: string;
  phase_id: string;
  head_teacher_name: string;
  student_count: number;
  school_year: string;
}

/** `portal_class_members`: who belongs to which class (quitClass / addNewRelation change it). */
export interface PortalClassMemberTable {
  class_id: string;
  uid: string;
  member_role: string;
  joined_at: string;
}

/** `portal_profiles`: the portal's extra user fields beside the accounts in `users`. */
export interface PortalProfileTable {
  uid: string;
  school_id: string;
  avatar: string;
  wx_bind: number;
  /** ISO time the password expires; before now means expired (SPEC §3 pwdExpirTime / pwdIsExpire). */
  pwd_expire_at: string;
  /** JSON array of subject ids the user teaches or studies. */
  subject_ids: string;
  user_type: string;
}

/**
 * `portal_content`: every titled item of the portal (articles, news, albums, contests, studios, ads…),
 * told apart by `kind`. One table keeps filters, paging and sorting the same for every section.
 */
export interface PortalContentTable {
  id: string;
  kind: string;
  parent_id: string | null;
  title: string;
  summary: string;
  body: string;
  cover: string;
  link_url: string;
  town_code: string | null;
  school_id: string | null;
  phase_id: string | null;
  grade_id: string | null;
  subject_id: string | null;
  type_code: string | null;
  author_id: string | null;
  author_name: string;
  view_count: number;
  sort_order: number;
  published_at: string;
  /** JSON object of kind-specific fields. */
  extra: string;
}

/** `portal_files`: resources and attachments; the bytes live in the file store under `storage_key`. */
export interface PortalFileTable {
  id: string;
  /** The content item the file belongs to (album, contest, research activity…), if any. */
  content_id: string | null;
  /** resource, safety, research, contest-entry, practice-video, magazine, three-class… */
  category: string;
  file_name: string;
  file_ext: string;
  storage_key: string;
  size: number;
  content_type: string;
  uploader_id: string | null;
  uploader_name: string;
  school_id: string | null;
  town_code: string | null;
  phase_id: string | null;
  grade_id: string | null;
  subject_id: string | null;
  type_code: string | null;
  /** Public code for queryFileByCode (network-safety files). */
  code: string | null;
  view_count: number;
  download_count: number;
  /** Sum and count of evaluation scores (1-5). */
  score_total: number;
  score_count: number;
  recommended: number;
  /** Contest entries: the award, e.g. 一等奖. */
  award: string | null;
  created_at: string;
}

/** `portal_comments`: practice-portal comments; `parent_id` makes replies. */
export interface PortalCommentTable {
  id: string;
  target_id: string;
  parent_id: string | null;
  creator: string;
  creator_name: string;
  avatar: string;
  content: string;
  created_at: string;
}

/** `portal_messages`: a user's inbox. */
export interface PortalMessageTable {
  id: string;
  uid: string;
  title: string;
  content: string;
  message_type: string;
  sender: string;
  is_read: number;
  created_at: string;
}

/** `portal_app_collections`: applications a user collected. */
export interface PortalAppCollectionTable {
  uid: string;
  app_id: string;
  created_at: string;
}

/** `portal_collections`: research items a user collected (collectInteraction). */
export interface PortalCollectionTable {
  id: string;
  uid: string;
  target_id: string;
  target_type: string;
  created_at: string;
}

/** `portal_evaluations`: scores given to research files. */
interface PortalEvaluationTable {
  id: string;
  file_id: string;
  uid: string;
  score: number;
  comment: string;
  created_at: string;
}

/** `portal_file_views`: timed views of files (visitor start/close, review time). */
interface PortalFileViewTable {
  id: string;
  file_id: string;
  uid: string | null;
  start_time: string;
  end_time: string | null;
  duration_ms: number;
}

/** `portal_login_attempts`: failed logins per account, for the lockout. */
interface PortalLoginAttemptTable {
  username: string;
  failures: number;
  locked_until: string | null;
}

/** `portal_studio_members`: who may manage which studio. */
export interface PortalStudioMemberTable {
  studio_id: string;
  uid: string;
  member_role: string;
}

/** `portal_uploads`: files accepted through the presigned POST. */
interface PortalUploadTable {
  storage_key: string;
  uid: string;
  file_name: string;
  size: number;
  content_type: string;
  created_at: string;
}

/** The portal's tables. */
export interface PortalTables {
  portal_towns: PortalTownTable;
  portal_schools: PortalSchoolTable;
  portal_teachers: PortalTeacherTable;
  portal_classes: PortalClassTable;
  portal_class_members: PortalClassMemberTable;
  portal_profiles: PortalProfileTable;
  portal_content: PortalContentTable;
  portal_files: PortalFileTable;
  portal_comments: PortalCommentTable;
  portal_messages: PortalMessageTable;
  portal_app_collections: PortalAppCollectionTable;
  portal_collections: PortalCollectionTable;
  portal_evaluations: PortalEvaluationTable;
  portal_file_views: PortalFileViewTable;
  portal_login_attempts: PortalLoginAttemptTable;
  portal_studio_members: PortalStudioMemberTable;
  portal_uploads: PortalUploadTable;
}
