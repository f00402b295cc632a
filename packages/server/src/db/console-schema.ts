/** `content_states`: an article's console state; an item without a row is published. */
export interface ContentStateTable {
  content_id: string;
  status: 'draft' | 'scheduled' | 'published' | 'withdrawn';
  updated_at: string;
  updated_by_name: string;
}

/** `admin_versions`: the edit version of an item the console edits (`article:<id>`, `person:<uid>`, `site`…). */
interface AdminVersionTable {
  target: string;
  version: number;
  updated_at: string;
  updated_by_name: string;
}

/** `password_resets`: accounts whose password an administrator reset, until the person changes it. */
interface PasswordResetTable {
  uid: string;
  reset_at: string;
  reset_by_name: string;
}

/** `admin_audit_log`: one administrative write; `before_json` / `after_json` the item's fields, or null. */
export interface AdminAuditTable {
  id: string;
  at: string;
  actor_uid: string;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  before_json: string | null;
  after_json: string | null;
}

/** `admin_notices`: a notice sent; each recipient's copy is a `portal_messages` row with its id. */
export interface AdminNoticeTable {
  id: string;
  title: string;
  content: string;
  audience_kind: string;
  audience_value: string;
  audience_label: string;
  recipient_count: number;
  sender_uid: string;
  sender_name: string;
  created_at: string;
}

/** `resource_submissions`: a file a teacher contributed to the resource centre, and its review. */
export interface ResourceSubmissionTable {
  id: string;
  title: string;
  uploader_uid: string;
  uploader_name: string;
  school_id: string | null;
  file_name: string;
  file_ext: string;
  storage_key: string;
  size: number;
  content_type: string;
  phase_id: string | null;
  /** Null for contributions made before grades were asked for. */
  grade_id: string | null;
  subject_id: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  reviewer_name: string;
  reviewed_at: string;
  /** The published `portal_files` row once approved; '' before. */
  file_id: string;
  created_at: string;
}

/** `stat_daily`: a count per UTC day and metric (`visits`). */
interface StatDailyTable {
  day: string;
  metric: string;
  count: number;
}

/** `stat_active_users`: who used the portal signed in on a UTC day. */
interface StatActiveUserTable {
  day: string;
  uid: string;
}

/** The console's tables. */
export interface ConsoleTables {
  content_states: ContentStateTable;
  admin_versions: AdminVersionTable;
  password_resets: PasswordResetTable;
  admin_audit_log: AdminAuditTable;
  admin_notices: AdminNoticeTable;
  resource_submissions: ResourceSubmissionTable;
  stat_daily: StatDailyTable;
  stat_active_users: StatActiveUserTable;
}
