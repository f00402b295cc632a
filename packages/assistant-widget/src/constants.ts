/**
 * The widget's own values. SPEC §9 values are named once, in @edu/api-client, and imported from there
 * where they are used; the user-visible texts are in `texts.ts` (kept apart so that the launcher's first
 * load, which needs a value or two from here, does not carry every text of the panel: issue #36).
 */

/** Below this viewport width the panel opens full screen (widget's own choice). */
export const MOBILE_BREAKPOINT_PX = 640;

/** localStorage keys (SPEC §3: assistant position, conversations list, current model), suffixed with the element's id. */
export const STORAGE_KEY_POSITION = 'edu-assistant:position';
export const STORAGE_KEY_MODEL = 'edu-assistant:model';
export const STORAGE_KEY_CONVERSATIONS = 'edu-assistant:conversations';
/** Ours (issue 34): the conversation whose reply was running, reopened after a reload so the reply is rejoined. */
export const STORAGE_KEY_RUNNING_REPLY = 'edu-assistant:running-reply';

/**
 * sessionStorage key (ours, issue 35): the mode the server last answered for this user and site, so the
 * selection bubble, which loads before the panel, knows which actions to offer (ADR 0040).
 */
export const STORAGE_KEY_MODE = 'edu-assistant:mode';

/** A conversation titled from its first question keeps this many characters of it (widget's choice). */
export const CONVERSATION_TITLE_MAX_CHARS = 20;
/** Appended when the question was cut. */
export const CONVERSATION_TITLE_ELLIPSIS = '…';
