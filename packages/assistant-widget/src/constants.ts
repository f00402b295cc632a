/**
 * The SPEC §9 values and §4/§5/§8 texts the widget uses. SPEC values are named once, in
 * @edu/api-client; this module gives them the widget's names and adds the widget's own values.
 */
import {
  AUTOSCROLL_THRESHOLD_PX,
  CHAT_MESSAGES,
  CLAMP_BOX_COLLAPSED_PX,
  CLAMP_BOX_EXPANDED_PX,
  CONVERSATION_TOASTS,
  COPY_MESSAGES,
  DEFAULT_POSITION_BOTTOM_PX,
  DEFAULT_POSITION_RIGHT_PX,
  FEEDBACK_MESSAGES,
  MEDIA_MESSAGES,
  RESIZE_CLAMP_DELAY_MS,
  AUTOSCROLL_RESUME_MS as SPEC_AUTOSCROLL_RESUME_MS,
  DRAG_THRESHOLD_PX as SPEC_DRAG_THRESHOLD_PX,
  IMAGE_SEED_MAX as SPEC_IMAGE_SEED_MAX,
  MEDIA_PROMPT_PREFIX as SPEC_MEDIA_PROMPT_PREFIX,
  PROMPT_MAX_CHARS as SPEC_PROMPT_MAX_CHARS,
  VIDEO_POLL_INTERVAL_MS as SPEC_VIDEO_POLL_INTERVAL_MS,
  VIDEO_SEED_MAX as SPEC_VIDEO_SEED_MAX,
  VIDEO_EXPECTED_WAIT_MAX_MINUTES,
  VIDEO_EXPECTED_WAIT_MIN_MINUTES,
} from '@edu/api-client';

/** Pointer movement below this counts as a click on the launcher (SPEC §2, §9). */
export const DRAG_THRESHOLD_PX = SPEC_DRAG_THRESHOLD_PX;
/** Clamping box while the panel is expanded (SPEC §9). */
export const EXPANDED_BOX_PX = CLAMP_BOX_EXPANDED_PX;
/** Clamping box of the collapsed round launcher (SPEC §9). */
export const COLLAPSED_BOX_PX = CLAMP_BOX_COLLAPSED_PX;
/** Default launcher position (SPEC §9). */
export const DEFAULT_RIGHT_PX = DEFAULT_POSITION_RIGHT_PX;
export const DEFAULT_BOTTOM_PX = DEFAULT_POSITION_BOTTOM_PX;
/** Positions are clamped again this long after the last resize event (SPEC §9). */
export const RESIZE_RECLAMP_DELAY_MS = RESIZE_CLAMP_DELAY_MS;
/** Autoscroll follows the stream only while the view is this close to the bottom (SPEC §9). */
export const AUTOSCROLL_NEAR_BOTTOM_PX = AUTOSCROLL_THRESHOLD_PX;
/** Autoscroll resumes this long after the user's last scroll (SPEC §9). */
export const AUTOSCROLL_RESUME_MS = SPEC_AUTOSCROLL_RESUME_MS;
/** Below this viewport width the panel opens full screen (widget's own choice). */
export const MOBILE_BREAKPOINT_PX = 640;

/** Image and video prompt limit (SPEC §5, §9). */
export const PROMPT_MAX_CHARS = SPEC_PROMPT_MAX_CHARS;
export const MEDIA_PROMPT_PREFIX = SPEC_MEDIA_PROMPT_PREFIX;
export const IMAGE_SEED_MAX = SPEC_IMAGE_SEED_MAX;
export const VIDEO_SEED_MAX = SPEC_VIDEO_SEED_MAX;
export const VIDEO_POLL_INTERVAL_MS = SPEC_VIDEO_POLL_INTERVAL_MS;

/** localStorage keys (SPEC §3: assistant position, conversations list, current model), suffixed with the element's id. */
export const STORAGE_KEY_POSITION = 'edu-assistant:position';
export const STORAGE_KEY_MODEL = 'edu-assistant:model';
export const STORAGE_KEY_CONVERSATIONS = 'edu-assistant:conversations';

/** A conversation titled from its first question keeps this many characters of it (widget's choice). */
export const CONVERSATION_TITLE_MAX_CHARS = 20;
/** Appended when the question was cut. */
export const CONVERSATION_TITLE_ELLIPSIS = '…';

/** SPEC §1 default site title. */
export const DEFAULT_SITE_NAME = '叶县教育公共服务平台';

/** User-visible texts, exactly as SPEC.md gives them. */
export const TEXT = {
  inputPlaceholder: CHAT_MESSAGES.inputPlaceholder,
  thinking: CHAT_MESSAGES.thinking,
  regenerating: CHAT_MESSAGES.regenerating,
  replyAborted: CHAT_MESSAGES.aborted,
  regenerateAborted: CHAT_MESSAGES.regenerateAborted,
  noQuestionToRegenerate: CHAT_MESSAGES.cannotRegenerate,
  newConversationTitle: '新对话',
  deleteConversationConfirm: '确定删除该对话吗？',
  deleteConfirm: '删除',
  deleteCancel: '取消',
  defaultConversationTitle: '默认对话',
  serverBusy: CHAT_MESSAGES.serverBusy,
  streamErrorPrefix: CHAT_MESSAGES.streamErrorPrefix,
  streamProcessingFailed: CHAT_MESSAGES.processingFailed,
  loadConversationsFailed: CONVERSATION_TOASTS.loadFailed,
  createConversationFailed: CONVERSATION_TOASTS.createFailed,
  deleteConversationFailed: CONVERSATION_TOASTS.deleteFailed,
  updateConversationFailed: CONVERSATION_TOASTS.updateFailed,
  liked: FEEDBACK_MESSAGES.liked,
  likeCancelled: FEEDBACK_MESSAGES.likeCancelled,
  dislikeCancelled: FEEDBACK_MESSAGES.dislikeCancelled,
  disliked: FEEDBACK_MESSAGES.disliked,
  feedbackExists: FEEDBACK_MESSAGES.alreadyGiven,
  dislikeNeedsReason: FEEDBACK_MESSAGES.reasonOrCommentRequired,
  dislikeNoQuestion: FEEDBACK_MESSAGES.questionNotFound,
  submitFailed: FEEDBACK_MESSAGES.messageMissing,
  feedbackDialogTitle: FEEDBACK_MESSAGES.dialogTitle,
  copied: COPY_MESSAGES.copied,
  copyFailed: COPY_MESSAGES.copyFailed,
  imageDialogTitle: MEDIA_MESSAGES.imageDialogTitle,
  videoDialogTitle: MEDIA_MESSAGES.videoDialogTitle,
  imageError: MEDIA_MESSAGES.imageFailed,
  imageEmpty: MEDIA_MESSAGES.imageEmpty,
  videoError: MEDIA_MESSAGES.videoFailed,
  videoExitConfirm: MEDIA_MESSAGES.videoExitConfirm,
  videoWaitNote: `视频生成预计需要${VIDEO_EXPECTED_WAIT_MIN_MINUTES}-${VIDEO_EXPECTED_WAIT_MAX_MINUTES}分钟，请耐心等待；中途退出将消耗一次AI视频生成机会。`,
} as const;
