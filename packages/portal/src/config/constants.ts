import { RESOURCE_SUBMISSION_EXTENSIONS } from '@edu/api-client';

/**
 * Portal constants the SPEC names (and the few values we chose), each named once with its unit. SPEC §9
 * values shared with other packages come from `@edu/api-client`.
 */

/** The AI service the assistant talks to, on the same origin (CONTRACTS §1.9). */
export const ASSISTANT_API_BASE = '/ai';

/** The server's sign-in page (CONTRACTS §1.8) and sign-out address (§1.6: a form is posted to it). */
export const SIGN_IN_PAGE_PATH = '/auth/login';
export const SIGN_OUT_PAGE_PATH = '/auth/logout';

/** Ours: how long a toast stays on screen. */
export const TOAST_DURATION_MS = 3_000;
/** How long a message with a link to act on stays: long enough to read it and reach the link. */
export const ACTION_TOAST_DURATION_MS = 8_000;

/**
 * Ours: how long the first render waits, once React DOM has evaluated, for the opened page's first data
 * (boot.tsx); past it, the page renders its skeletons and fills in as the answers come.
 */
export const FIRST_RENDER_DATA_WAIT_MS = 300;

/** Ours: how long fetched lists stay fresh before a revisit refetches them. */
export const QUERY_STALE_TIME_MS = 60_000;

/** The national filing site the footer's record number links to (SPEC §2). */
export const RECORD_FILING_URL = 'https://beian.miit.gov.cn/';

// SPEC §9 values only the portal uses (named once, here; shared ones come from @edu/api-client).

/** The unread badge shows the count up to this, then {@link UNREAD_BADGE_OVERFLOW_LABEL}. */
export const UNREAD_BADGE_MAX_COUNT = 99;
export const UNREAD_BADGE_OVERFLOW_LABEL = '99+';

/** The file preview dialog: image height and the player / frame size. */
export const PREVIEW_IMAGE_HEIGHT_PX = 620;
export const PREVIEW_PLAYER_WIDTH_PX = 945;
export const PREVIEW_PLAYER_HEIGHT_PX = 587;

/** The password-expiry prompt appears this long after mount. */
export const PASSWORD_EXPIRY_PROMPT_DELAY_MS = 3_000;

/** The upload progress bar hides this long after completion. */
export const UPLOAD_PROGRESS_HIDE_DELAY_MS = 1_000;

/** The search bar's buttons stay disabled this long after a click. */
export const SEARCH_BUTTON_DISABLE_MS = 700;

/** Date-picker shortcuts: last week, last month, last three months (days); last half year, last year (months). */
export const LAST_WEEK_DAYS = 7;
export const LAST_MONTH_DAYS = 30;
export const LAST_THREE_MONTHS_DAYS = 90;
export const LAST_HALF_YEAR_MONTHS = 6;
export const LAST_YEAR_MONTHS = 12;

/** A picked date range's default times. */
export const DEFAULT_RANGE_START_TIME = '00:00:00';
export const DEFAULT_RANGE_END_TIME = '23:59:59';

/** Ours: a PDF page's canvas holds at most this many pixels (sharp on a 2x screen, bounded memory). */
export const PDF_PAGE_MAX_PIXELS = 16_000_000;

/** Ours: a PDF page is drawn when it comes this close to the visible part of the preview. */
export const PDF_PAGE_RENDER_MARGIN_PX = 600;

/** Ours: an export of a search result holds at most this many rows (fetched page by page). */
export const EXPORT_MAX_ROWS = 1_000;

/**
 * Ours: the largest picture in KB a console or studio admin form takes (an article's or a news item's
 * cover, a home page picture, the site's logo, a picture in an article's body).
 */
export const FORM_PICTURE_MAX_KB = 5_120;

/** Ours: the research administrator's uploads: a cover picture, and result files added to an activity. */
export const RESEARCH_COVER_MAX_KB = 5_120;
export const RESEARCH_FILE_MAX_KB = 51_200;
/**
 * The document and media files a section lets people publish (research result files, studio resources,
 * contributions to the resource centre): documents, slides, sheets, PDFs, recordings and pictures, within
 * the server's upload whitelist. The server checks contributions against the same list.
 */
export const PUBLISHABLE_FILE_EXTENSIONS = RESOURCE_SUBMISSION_EXTENSIONS;
/** A contribution to the resource centre: the largest file in KB (50 MiB, the server's UPLOAD_MAX_BYTES default), one file each. */
export const RESOURCE_CONTRIBUTION_MAX_KB = 51_200;
export const RESOURCE_CONTRIBUTION_MAX_FILES = 1;
/** Studio resources: the largest file in KB (50 MiB, the server's UPLOAD_MAX_BYTES default) and files per upload. */
export const STUDIO_RESOURCE_MAX_SIZE_KB = 51_200;
export const STUDIO_RESOURCE_MAX_COUNT = 10;

/**
 * Ours: how many pictures of a list load at once (`loading="eager"`): two rows of a four-column grid. They are
 * in the first screen and often its largest paint; a lazy picture is not even asked for until the page has
 * been laid out.
 */
export const EAGER_LIST_PICTURES = 8;

/**
 * Ours: on a page the server drew, the app starts once the page has loaded (its first pictures painted),
 * or after this long at most: React DOM's evaluation would otherwise hold up their paint.
 */
export const SERVER_PAGE_BOOT_MAX_WAIT_MS = 1_000;

/**
 * Ours: an application that opens another site in the portal's own tab leaves the page, which would cancel
 * the count of its opening; the tab waits this long at most for the count before it goes.
 */
export const APP_LAUNCH_COUNT_WAIT_MS = 1_000;
