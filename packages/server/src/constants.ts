/**
 * Fixed numbers of the server, each with its unit, named once. Values that a county may want to tune
 * are settings in config.ts instead; these follow from SPEC.md or from upstream protocols.
 */

/** A stored conversation may hold long model answers; this caps one message's content. */
export const STORED_MESSAGE_MAX_CHARS = 50_000;
/** A stored conversation holds at most this many messages. */
export const STORED_CONVERSATION_MAX_MESSAGES = 1_000;
/** Largest page of the conversation list (`?pageSize=`). */
export const CONVERSATION_PAGE_SIZE_MAX = 100;
/** Dislike comments are free text from the feedback dialog. */
export const DISLIKE_COMMENT_MAX_CHARS = 1_000;
/** protocols.md §2: xfyun rejects a signing date more than 300 s from its clock. */
export const XFYUN_SIGNATURE_LIFETIME_MS = 300_000;
/** Passwords are hashed with scrypt: 16 random salt bytes, 64-byte key. */
export const PASSWORD_SALT_BYTES = 16;
export const PASSWORD_KEY_BYTES = 64;
/** Length in bytes of a generated AUTH_SECRET. */
export const GENERATED_SECRET_BYTES = 48;
/** Rate-limit window: limits are given per minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** The guide provider streams its answer in pieces of this many characters. */
export const GUIDE_CHUNK_CHARS = 24;
/** The guide provider quotes at most this many pages per answer. */
export const GUIDE_MAX_PAGES = 3;
/**
 * How far back each copy re-reads the offline guide's change log besides what it has not seen: a change's
 * sequence number is taken before its insert commits, so one that commits after a later number was read
 * would otherwise be skipped. Replaying is idempotent (the last change of a document wins).
 */
export const GUIDE_CHANGE_REPLAY_MS = 10_000;
/**
 * A reply stream quiet this long gets an SSE comment: proxies keep it open, and the client, which takes a
 * longer silence as a dead connection (@edu/api-client's CHAT_STREAM_IDLE_TIMEOUT_MS, 45 s), rejoins.
 */
export const CHAT_STREAM_KEEPALIVE_MS = 15_000;
/** How often each copy ends the replies of copies gone silent and deletes replies kept past their retention. */
export const REPLY_SWEEP_INTERVAL_MS = 30_000;
/**
 * A page hears that a reply ended once its answer is stored in the conversation; while the database is away,
 * after this long at most, so that it never waits long for an end it already has the text of.
 */
export const REPLY_END_WAIT_MS = 3_000;
/** How long a stop call on a copy that does not run the reply waits for the copy that does to end it. */
export const REPLY_STOP_WAIT_MS = 3_000;
/** Time allowed for in-flight requests to finish on shutdown before connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** The password every demo user gets (README lists the users). */
export const DEMO_PASSWORD = 'demo1234';

/** Cache lifetime of hashed (content-addressed) widget chunks and assets: one year, never revalidated. */
export const IMMUTABLE_CACHE_SECONDS = 31_536_000;

// ---- The portal API (SPEC §7, §9; SPEC values the portal shares come from @edu/api-client) ----

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
/** Lifetime of the URLs the server presigns for its own requests to an S3 store (sent at once). */
export const S3_REQUEST_TTL_SECONDS = 60;
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
/**
 * The unified login's cookies (HttpOnly, SameSite=Lax): the state of a sign-in under way at the provider,
 * sent to the callback only (Path=/auth/oidc), and the token id of a session the provider started, sent
 * to /auth only, so the sign-out there can end the provider's session too (even once the portal's token
 * logout has cleared the session cookie).
 */
export const OIDC_STATE_COOKIE_NAME = 'edu_oidc_state';
/**
 * The longest uid the unified login takes from the provider's claims (every uid parameter of the API is
 * capped at 64 characters), and how much of each other account field it keeps.
 */
export const PROVIDER_UID_MAX_CHARS = 64;
export const PROVIDER_FIELD_MAX_CHARS = {
  userName: 64,
  schoolName: 128,
  organName: 128,
  organId: 64,
  phone: 32,
} as const;
export const PROVIDER_SESSION_COOKIE_NAME = 'edu_provider_session';
/** Demo passwords of the portal's extra demo user expire this long before the seed date. */
export const PASSWORD_VALIDITY_MS = 180 * 24 * 60 * 60 * 1000;
/** Longest comment accepted. */
export const COMMENT_MAX_CHARS = 500;

/**
 * The file category of a resource the console withdrew: every public list asks for its own category
 * ('resource'), so a withdrawn file drops out of all of them, and its preview, view log and download are 404.
 */
export const WITHDRAWN_RESOURCE_CATEGORY = 'resource-withdrawn';

/**
 * Attributes one XML tag of an office file may carry before its preview stops reading (as malformed): the
 * parts we read use a handful per tag, and a tag of a million attributes would be a million-key object.
 */
export const OFFICE_XML_MAX_ATTRIBUTES_PER_TAG = 256;
/**
 * Bytes of an office part parsed between two turns of the event loop: chunks that arrive together are
 * parsed together otherwise, and a turn of a few milliseconds keeps other requests waiting that long.
 */
export const OFFICE_XML_BYTES_PER_TURN = 32 * 1024;
/** Paragraphs or table cells of an office preview rendered between two turns of the event loop. */
export const OFFICE_RENDER_ITEMS_PER_TURN = 2_000;
