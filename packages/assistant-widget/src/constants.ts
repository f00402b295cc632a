/**
 * The widget's own values and its user-visible texts. SPEC §9 values are named once, in
 * @edu/api-client, and imported from there where they are used; `TEXT` gathers the SPEC §4/§5/§8
 * texts (from @edu/api-client) with the widget's own labels under the names its views use.
 */
import {
  CHAT_MESSAGES,
  CONVERSATION_TOASTS,
  COPY_MESSAGES,
  DEFAULT_CONVERSATION_TITLE,
  FEEDBACK_MESSAGES,
  INITIAL_CONVERSATION_TITLE,
  MEDIA_MESSAGES,
  VIDEO_EXPECTED_WAIT_MAX_MINUTES,
  VIDEO_EXPECTED_WAIT_MIN_MINUTES,
} from '@edu/api-client';

/** Below this viewport width the panel opens full screen (widget's own choice). */
export const MOBILE_BREAKPOINT_PX = 640;

/** localStorage keys (SPEC §3: assistant position, conversations list, current model), suffixed with the element's id. */
export const STORAGE_KEY_POSITION = 'edu-assistant:position';
export const STORAGE_KEY_MODEL = 'edu-assistant:model';
export const STORAGE_KEY_CONVERSATIONS = 'edu-assistant:conversations';
/** Ours (issue 34): the conversation whose reply was running, reopened after a reload so the reply is rejoined. */
export const STORAGE_KEY_RUNNING_REPLY = 'edu-assistant:running-reply';

/** A conversation titled from its first question keeps this many characters of it (widget's choice). */
export const CONVERSATION_TITLE_MAX_CHARS = 20;
/** Appended when the question was cut. */
export const CONVERSATION_TITLE_ELLIPSIS = '…';

/** User-visible texts, exactly as SPEC.md gives them. */
export const TEXT = {
  inputPlaceholder: CHAT_MESSAGES.inputPlaceholder,
  thinking: CHAT_MESSAGES.thinking,
  regenerating: CHAT_MESSAGES.regenerating,
  replyAborted: CHAT_MESSAGES.aborted,
  regenerateAborted: CHAT_MESSAGES.regenerateAborted,
  noQuestionToRegenerate: CHAT_MESSAGES.cannotRegenerate,
  newConversationTitle: DEFAULT_CONVERSATION_TITLE,
  deleteConversationConfirm: '确定删除该对话吗？',
  deleteConfirm: '删除',
  deleteCancel: '取消',
  defaultConversationTitle: INITIAL_CONVERSATION_TITLE,
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
  reconnecting: CHAT_MESSAGES.reconnecting,
  disconnected: CHAT_MESSAGES.disconnected,
  interrupted: CHAT_MESSAGES.interrupted,
  regenerate: '重新生成',
  reconnect: '重新连接',
  stopFailed: '停止回复失败，回复仍在继续，请稍后再试',
  videoWaitNote: `视频生成预计需要${VIDEO_EXPECTED_WAIT_MIN_MINUTES}-${VIDEO_EXPECTED_WAIT_MAX_MINUTES}分钟，请耐心等待；中途退出将消耗一次AI视频生成机会。`,
} as const;
