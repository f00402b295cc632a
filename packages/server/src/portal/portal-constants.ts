/**
 * Fixed values of the portal API, each named once with its unit (SPEC §7, §9). SPEC values the portal
 * shares (page sizes, the upload bucket, role labels, the site title) come from @edu/api-client.
 */

/** SPEC §7: the usual success code of the portal envelope. */
export const PORTAL_SUCCESS_CODE = 20000;
/** SPEC §7: three-class-admin answers carry status 1000 on success. */
export const THREE_CLASS_SUCCESS_STATUS = 1000;
/** SPEC §7: the permission list answers code 0 on success. */
export const PERMISSION_SUCCESS_CODE = 0;
/** Where stored files are downloaded from (served by the storage routes). */
export const FILE_URL_PREFIX = '/resource_api/storage/files/';
/** Uploads land under this key prefix, then the user's uid. */
export const UPLOAD_KEY_PREFIX = 'uploads/';
/** Largest file a presigned POST accepts (default of UPLOAD_MAX_BYTES). */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** Bytes of uploads one user may keep (default of STORAGE_QUOTA_BYTES_PER_USER). */
export const STORAGE_QUOTA_BYTES_PER_USER = 1024 * 1024 * 1024;
/**
 * Room for the multipart framing and the signing fields around an upload's file: the request body may be
 * this much larger than the file limit before it is refused unread.
 */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;
/** How long a presigned POST stays valid. */
export const PRESIGNED_POST_TTL_SECONDS = 600;
/** Failed logins before an account is locked, and for how long. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** The window of the per-address failure budget (LOGIN_ADDRESS_MAX_FAILURES_PER_HOUR). */
export const LOGIN_ADDRESS_WINDOW_MS = 60 * 60 * 1000;
/** The login cookie holding the portal token (SPEC §9: cookie names are not given; this is ours). */
export const AUTH_COOKIE_NAME = 'edu_token';
/** Demo passwords of the portal's extra demo user expire this long before the seed date. */
export const PASSWORD_VALIDITY_MS = 180 * 24 * 60 * 60 * 1000;
/** Role name of platform administrators (may delete any comment). */
export const PLATFORM_ADMIN_ROLE_LABEL = '平台管理员';
/** Longest comment accepted. */
export const COMMENT_MAX_CHARS = 500;
