/**
 * Portal constants the SPEC names (and the few values we chose), each named once with its unit. SPEC §9
 * values shared with other packages come from `@edu/api-client`.
 */

/** SPEC §2: the role whose name includes this label may open /lyyk/manage. */
export const LYYK_ADMIN_ROLE_LABEL = '两研一刊管理员';

/** SPEC §7: the system id of the studio workroom's permission list (the reference server's choice). */
export const STUDIO_SYSTEM_ID = 'studio-workroom';

/** The AI service the assistant talks to, on the same origin (CONTRACTS §1.9). */
export const ASSISTANT_API_BASE = '/ai';

/** The server's sign-in page (CONTRACTS §1.8) and sign-out address (§1.6). */
export const SIGN_IN_PAGE_PATH = '/auth/login';
export const SIGN_OUT_PAGE_PATH = '/auth/logout';

/** Ours: how long a toast stays on screen. */
export const TOAST_DURATION_MS = 3_000;

/** Ours: how long fetched lists stay fresh before a revisit refetches them. */
export const QUERY_STALE_TIME_MS = 60_000;

/** The national filing site the footer's record number links to (SPEC §2). */
export const RECORD_FILING_URL = 'https://beian.miit.gov.cn/';
