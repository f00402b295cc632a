/**
 * Every business constant of SPEC §9 (and the few numeric rules of §5 and §7), named once with its unit.
 * Other packages import these instead of repeating the literals. A value is added when code first uses
 * it and removed when nothing does (check every package, the server's included, before removing).
 */

// ---- Prompts, seeds, chat (SPEC §5, §7, §9) ----

/** Longest image/video prompt the user may type, in characters (the prefix below is not counted). */
export const PROMPT_MAX_CHARS = 200;
/** Prefix put before every image and video prompt on the wire (SPEC §5). */
export const MEDIA_PROMPT_PREFIX = '请生成中国风格：';
/** Smallest image-generation seed. */
export const IMAGE_SEED_MIN = 0;
/** Largest image-generation seed (above 2^32: never store it in an int32 column). */
export const IMAGE_SEED_MAX = 9_999_999_999;
/** Smallest video-generation seed. */
export const VIDEO_SEED_MIN = 0;
/** Largest video-generation seed. */
export const VIDEO_SEED_MAX = 10_000;
/** Chat sampling temperature sent by the assistant. */
export const CHAT_TEMPERATURE_DEFAULT = 1;
/** Lowest temperature a chat request may carry. */
export const CHAT_TEMPERATURE_MIN = 0;
/** Highest temperature a chat request may carry. */
export const CHAT_TEMPERATURE_MAX = 2;
/** Largest `max_tokens` a chat request may ask for, in tokens. */
export const CHAT_MAX_TOKENS_LIMIT = 4096;
/** Temperature of the page speech chat. */
export const SPEECH_CHAT_TEMPERATURE = 0.5;
/** Token cap of the page speech chat, in tokens. */
export const SPEECH_CHAT_MAX_TOKENS = 1024;
/** The two chat models: the education assistant (default) and the deep-thinking R1 model. */
export const CHAT_MODELS = ['junheng', 'deepseek'] as const;
/** Model selected when none is stored. */
export const DEFAULT_CHAT_MODEL = 'junheng';
/** Longest client-made message id a stored message may carry, in characters (issue #16). */
export const MESSAGE_ID_MAX_CHARS = 64;
/** Most versions of one answer a stored message keeps (regenerate, issue #16); the widget drops the oldest. */
export const MESSAGE_VERSIONS_MAX = 10;
/** Longest deep-thinking time a stored answer may carry, in milliseconds (issue #30; no reply thinks an hour). */
export const THINKING_TIME_MAX_MS = 3_600_000;
/** Upstream provider named in every chat request body. */
export const CHAT_PROVIDER = 'siliconflow';
/** Video status that means the video is ready. */
export const VIDEO_STATUS_SUCCEED = 'Succeed';
/** Video status that means generation failed. */
export const VIDEO_STATUS_FAILED = 'Failed';
/** Video status of a job under way (protocols.md §1.6); the server says it too while it labels the video. */
export const VIDEO_STATUS_IN_PROGRESS = 'InProgress';

// ---- Time-outs and polling (SPEC §7, §9) ----

/** Time-out of one AI-service JSON request, in milliseconds. */
export const AI_JSON_TIMEOUT_MS = 15_000;
/**
 * Time allowed between sending a chat request and the first byte of its body, in milliseconds. Not in
 * the SPEC: a stream has no overall time-out (replies can run for minutes), only this wait for it to start.
 */
export const CHAT_FIRST_BYTE_TIMEOUT_MS = 60_000;
/**
 * Ours (issue 34): longest silence on an open reply stream before the client takes the connection as lost
 * and rejoins; the server sends a keep-alive comment every 15 s while a model thinks.
 */
export const CHAT_STREAM_IDLE_TIMEOUT_MS = 45_000;
/** Ours: waits before each attempt to rejoin a reply whose connection was lost; the last one repeats. */
export const REPLY_RECONNECT_DELAYS_MS: readonly number[] = [250, 500, 1_000, 2_000, 3_000];
/** Ours: how long a client keeps trying to rejoin a lost reply before it gives up and says so. */
export const REPLY_RECONNECT_FOR_MS = 120_000;
/** Time-out of one portal request, in milliseconds. */
export const PORTAL_REQUEST_TIMEOUT_MS = 60_000;
/** Interval between two video status polls, in milliseconds. */
export const VIDEO_POLL_INTERVAL_MS = 10_000;
/** Expected video generation time, lower bound, in minutes (shown to the user). */
export const VIDEO_EXPECTED_WAIT_MIN_MINUTES = 3;
/** Expected video generation time, upper bound, in minutes (shown to the user). */
export const VIDEO_EXPECTED_WAIT_MAX_MINUTES = 4;
/** Interval between two unread-message count polls, in milliseconds. */
export const UNREAD_POLL_INTERVAL_MS = 300_000;

// ---- Assistant widget geometry and timing (SPEC §2, §9) ----

/** Pointer movement below this many pixels is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 5;
/** Distance from the bottom within which the message list keeps following new content, in pixels. */
export const AUTOSCROLL_THRESHOLD_PX = 50;
/** Autoscroll resumes this long after the user's last scroll, in milliseconds. */
export const AUTOSCROLL_RESUME_MS = 800;
/** Delay before the button is clamped into the viewport again after a resize, in milliseconds. */
export const RESIZE_CLAMP_DELAY_MS = 100;
/** Box size used to clamp the expanded widget into the viewport, in pixels. */
export const CLAMP_BOX_EXPANDED_PX = 60;
/** Box size used to clamp the collapsed widget into the viewport, in pixels. */
export const CLAMP_BOX_COLLAPSED_PX = 80;
/** Default distance of the button from the right edge, in pixels. */
export const DEFAULT_POSITION_RIGHT_PX = 20;
/** Default distance of the button from the bottom edge, in pixels. */
export const DEFAULT_POSITION_BOTTOM_PX = 250;
/**
 * Placeholder of the chat input (SPEC §2), which `CHAT_MESSAGES.inputPlaceholder` repeats. Here, not only in
 * messages.ts, so the widget's launcher (its loading panel) does not carry every message of the platform
 * to each page view (issue #36).
 */
export const CHAT_INPUT_PLACEHOLDER = '有问题，尽管问，shift+enter换行';
/** Width of the image and video dialogs, in pixels. */
export const MEDIA_DIALOG_WIDTH_PX = 600;
/** Width of the dislike-feedback dialog, in percent of the viewport. */
export const FEEDBACK_DIALOG_WIDTH_PERCENT = 30;

// ---- Voice and speech synthesis (SPEC §7, §9) ----

/** Typewriter step of the voice widget, in milliseconds per character. */
export const VOICE_TYPEWRITER_INTERVAL_MS = 50;
/** Speech speed used by the voice widget (provider scale 0-100). */
export const VOICE_WIDGET_TTS_SPEED = 40;
/**
 * The `voice` parameter the voice widget sends with its text-to-speech request (SPEC §7 "voice 100").
 * xfyun's voice is a name, so @edu/speech reads this 0-100 value as the volume.
 */
export const VOICE_WIDGET_TTS_VOICE = 100;
/** Synthesizer default speed (provider scale 0-100). */
export const TTS_DEFAULT_SPEED = 30;
/** Synthesizer default volume (provider scale 0-100). */
export const TTS_DEFAULT_VOLUME = 50;
/** Synthesizer default pitch (provider scale 0-100). */
export const TTS_DEFAULT_PITCH = 50;
/** Synthesizer default voice name. */
export const TTS_DEFAULT_VOICE_NAME = 'xiaoyan';
/** Text encoding named in synthesizer requests. */
export const TTS_TEXT_ENCODING = 'UTF8';
/** Sample rate of the raw PCM the synthesizer returns, in hertz. */
export const TTS_AUDIO_SAMPLE_RATE_HZ = 16_000;
/**
 * SPEC's player starts playback this long after the socket opens, in milliseconds; @edu/speech starts
 * on the first audio frame instead and holds this as its upper bound.
 */
export const TTS_PLAYBACK_START_DELAY_MS = 1_000;
/** Debounce of the play/pause toggle, in milliseconds. */
export const PLAY_PAUSE_DEBOUNCE_MS = 500;

// ---- Lists, titles and defaults (SPEC §1, §3, §7, §9) ----

/** Default page size of lists. */
export const DEFAULT_PAGE_SIZE = 10;
/** The page sizes a list offers (the portal's pager) and accepts (the server's paging). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const;
/** Phase ids requested for the teacher's grade list (SPEC §7). */
export const GRADE_LIST_PHASE_IDS = [2, 3] as const;
/** A user with a role whose name includes this label administers 两研一刊 (SPEC §2 /lyyk/manage, §6). */
export const RESEARCH_ADMIN_ROLE_LABEL = '两研一刊管理员';
/**
 * Ours: the longest fields of a research news item or activity the administrator writes, and of an
 * evaluation's comment, in characters (the server refuses longer ones, the portal's form says so first).
 * The body is its HTML.
 */
export const RESEARCH_ITEM_MAX_CHARS = {
  title: 200,
  summary: 500,
  content: 50_000,
  location: 200,
  comment: 500,
} as const;
/**
 * Ours: the longest fields of a studio news item a member writes, in characters (the server refuses longer
 * ones, the portal's form says so first). The body is its HTML.
 */
export const STUDIO_NEWS_MAX_CHARS = { title: 200, summary: 500, content: 50_000 } as const;
/** Ours: the most uploaded files one call attaches: an activity's research results, a studio's resources. */
export const FILES_PER_ATTACH_MAX = { research: 50, studio: 20 } as const;
/**
 * The system id of the studio workroom's permission list (SPEC §7 getUserPermissionList: the value is not
 * shown; the reference server's choice, which the portal asks for).
 */
export const STUDIO_SYSTEM_ID = 'studio-workroom';
/** Default site title (SPEC §1). */
export const DEFAULT_SITE_TITLE = '叶县教育公共服务平台';
/** Title of a newly created conversation (SPEC §3). */
export const DEFAULT_CONVERSATION_TITLE = '新对话';
/** Title of the unsaved initial conversation (SPEC §3). */
export const INITIAL_CONVERSATION_TITLE = '默认对话';

// ---- Portal API and upload (SPEC §5, §7, §9) ----

/** Path prefix of every portal call. */
export const PORTAL_API_PREFIX = '/resource_api';
/** Envelope `code` values that mean success on the portal API. */
export const PORTAL_SUCCESS_CODES = [20000, 0] as const;
/** Envelope `status` value that means success on the portal API. */
export const PORTAL_SUCCESS_STATUS = 1000;
/** Envelope `code` values that mean success on the AI service. */
export const AI_SUCCESS_CODES = [200, 201] as const;
/** Storage bucket named in every upload. */
export const UPLOAD_BUCKET = 'resource';
/** HTTP status of a successful storage upload. */
export const UPLOAD_SUCCESS_STATUS = 204;
/** Extensions accepted by image uploads. */
export const IMAGE_UPLOAD_EXTENSIONS = ['png', 'jpg', 'gif', 'jpeg'] as const;
/**
 * The files a teacher may contribute to the resource centre (SPEC §5's format whitelist there, ours):
 * documents, slides, sheets, PDFs, recordings and pictures, within the storage's upload whitelist.
 */
export const RESOURCE_SUBMISSION_EXTENSIONS = [
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'pdf',
  'mp4',
  'mp3',
  'png',
  'jpg',
  'jpeg',
] as const;
/** Bytes in one kilobyte, as upload size limits are given in KB. */
export const BYTES_PER_KB = 1024;

// ---- Markdown rendering (SPEC §9) ----

/** Link protocols the markdown renderer keeps; links without a scheme (relative) are kept too. */
export const MARKDOWN_ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;
/** Image types allowed in `data:` image URLs: raster formats only, so no SVG with script inside. */
export const MARKDOWN_ALLOWED_DATA_IMAGE_TYPES = ['gif', 'png', 'jpeg', 'webp'] as const;
