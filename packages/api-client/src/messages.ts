/**
 * The user-facing texts of SPEC §2, §4, §5 and §8, written once. Widget, portal and server import them so
 * the exact strings (Chinese punctuation included) are never retyped.
 */

import { CHAT_INPUT_PLACEHOLDER, PROMPT_MAX_CHARS } from './constants';

/** Chat texts: failures of SPEC §8, lifecycle placeholders of SPEC §4, the input placeholder of SPEC §2. */
export const CHAT_MESSAGES = {
  /** Chat HTTP status not ok, network failure, or no first byte in time. */
  serverBusy: '服务器繁忙，请稍后再试。',
  /** Put before the `error` field of a stream event. */
  streamErrorPrefix: '抱歉，我遇到了一些问题：',
  /** Put before the `error` field of a non-stream reply. */
  nonStreamErrorPrefix: '错误: ',
  /** The stream broke before any content arrived. */
  processingFailed: '抱歉，处理响应时出现错误，请稍后再试。',
  /** A streaming reply came without a body. */
  noStreamBody: 'No response body available for streaming',
  /** Placeholder while the first token is awaited. */
  thinking: '正在思考中...',
  /** Placeholder while a reply is regenerated. */
  regenerating: '正在重新生成...',
  /** Appended when the user stops a reply. */
  aborted: '[回复已终止]',
  /** Appended when the user stops a regeneration. */
  regenerateAborted: '[重新生成已终止]',
  /** Regenerate found no user question to resend. */
  cannotRegenerate: '无法重新生成，没有找到用户提问。',
  /** Placeholder of the chat input. */
  inputPlaceholder: CHAT_INPUT_PLACEHOLDER,
  /** Ours (issue 34): the connection of a running reply was lost; the client is rejoining it. */
  reconnecting: '网络连接中断，正在重新连接…（回复仍在服务器上继续）',
  /** Ours: the client gave up rejoining; the reply goes on on the server and is saved in the conversation. */
  disconnected: '网络连接已中断，回复仍在服务器上继续生成，网络恢复后重新打开这个对话即可看到完整回复。',
  /** Ours: the server copy writing the reply stopped before its end; what was received is kept. */
  interrupted: '回复中断：服务器在回复途中停止了工作，已保留收到的内容，可以重新生成。',
  /** Ours: the server no longer has the reply a client tried to rejoin. */
  replyMissing: '这条回复已结束，请重新打开对话查看保存的内容。',
} as const;

/** Toasts of conversation storage failures (SPEC §8). */
export const CONVERSATION_TOASTS = {
  loadFailed: '加载对话记录失败',
  createFailed: '创建新对话失败',
  deleteFailed: '删除对话失败',
  updateFailed: '更新对话失败',
} as const;

/** Like and dislike feedback texts (SPEC §2, §5, §8). */
export const FEEDBACK_MESSAGES = {
  liked: '感谢您的反馈!',
  likeCancelled: '已取消反馈!',
  dislikeCancelled: '已取消反馈',
  disliked: '感谢您的反馈，我们会继续改进！',
  alreadyGiven: '您已经对此回答提交过反馈',
  reasonOrCommentRequired: '请选择反馈项或填写反馈意见',
  questionNotFound: '提交失败，找不到对应的用户提问',
  messageMissing: '提交失败，请重试',
  dialogTitle: '待改进反馈',
} as const;

/** Clipboard texts (SPEC §8). */
export const COPY_MESSAGES = {
  copied: '复制成功',
  copyFailed: '复制失败，请手动复制',
} as const;

/** Image and video generation texts (SPEC §2, §8). */
export const MEDIA_MESSAGES = {
  imageDialogTitle: 'AI绘图',
  videoDialogTitle: 'AI视频',
  imageFailed: '生成图片时发生错误，请稍后重试',
  imageEmpty: '生成图片失败，请稍后重试',
  videoFailed: '生成视频时发生错误，请稍后重试',
  videoExitConfirm: '视频正在飞速制作中，中途退出将消耗一次AI视频生成机会，是否仍要退出？',
} as const;

/** Voice widget and speech texts (SPEC §5, §8; the speech-synthesis one is ours, in the same style). */
export const SPEECH_MESSAGES = {
  /** The info for an empty speech-chat question. */
  emptyQuestion: '说点什么吧',
  /** What the synthesizer reads when given blank text. */
  defaultSynthesisText: 'please enter the text to synthesize',
  noWebSocket: 'browser does not support WebSocket',
  noWebAudio: 'browser does not support Web Audio',
  noSpeechSynthesis: 'browser does not support speech synthesis',
} as const;

/** The speech failure alert of SPEC §8: 'synthesis failed: code: message'. */
export function formatSynthesisFailure(code: string | number, message: string): string {
  return `synthesis failed: ${code}: ${message}`;
}

/** Texts of failed requests (SPEC §8), shared by the portal and AI-service clients. */
export const REQUEST_MESSAGES = {
  /** A non-success envelope carried neither `message` nor `msg`. */
  requestError: 'request error, please try again later',
  /** No response arrived (time-out or network failure). */
  noResponse: 'server connection timed out',
  /** The request could not even be set up. */
  setupFailed: 'load timed out',
  /** The caller aborted the request (ours: the SPEC has no text for it). */
  aborted: 'request aborted',
  /** The body was not the JSON the call expects (ours). */
  invalidResponse: 'invalid response from the server',
} as const;

/**
 * Form-rule messages (SPEC §5). The SPEC gives the required and URL texts; the others are ours, in the
 * same style, since the SPEC names the rules without their wording.
 */
export const VALIDATION_MESSAGES = {
  required: '必填项不能为空',
  url: 'URL地址不合法',
  digits: '请输入纯数字',
  mobilePhone: '请输入正确的手机号码',
  phoneOrLandline: '请输入正确的电话号码',
  email: '请输入正确的邮箱地址',
  nonNegativeInteger: '请输入非负整数',
  positiveInteger: '请输入正整数',
  oneDecimal: '最多保留一位小数',
  chinese: '只能输入中文',
  idCard: '请输入正确的身份证号码',
  password: '密码为8-16位字母、数字或@，且必须同时包含字母和数字',
  account: '账号只能包含字母和数字',
  mediaPromptBlank: '请输入描述内容',
  mediaPromptTooLong: `描述内容不能超过${PROMPT_MAX_CHARS}个字符`,
} as const;

/** Upload rejections (SPEC §5: format whitelist, size in KB, file count), checked before any request. */
export const UPLOAD_MESSAGES = {
  format: (extensions: readonly string[]) => `文件格式不正确，请上传 ${extensions.join('/')} 格式的文件`,
  size: (maxSizeKb: number) => `文件大小不能超过 ${maxSizeKb} KB`,
  count: (maxCount: number) => `最多只能上传 ${maxCount} 个文件`,
  /** Ours (issue 34): the storage service did not answer (unreachable, or the connection broke mid-upload). */
  storageUnreachable: '文件存储服务暂时无法连接，文件没有上传，请稍后重试',
} as const;
