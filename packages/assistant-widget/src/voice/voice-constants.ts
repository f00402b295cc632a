/**
 * Texts and values of the widget's voice features (SPEC §2 voice explanation, §4 speech chat, §5).
 * SPEC values come from @edu/api-client and @edu/speech, named once there; the labels below are the
 * widget's own (SPEC gives no wording for them).
 */
import { CHAT_MESSAGES, SPEECH_MESSAGES } from '@edu/api-client';

export const VOICE_TEXT = {
  /** The voice-explanation toggle; its pressed state says whether it is reading. */
  explainLabel: '语音讲解',
  explainPlaying: '讲解中',
  /** The page assistant's speech-chat dialog. */
  speechChatTitle: '语音助手',
  speechChatOpen: '语音助手',
  speechChatRestore: '还原语音助手',
  speechChatCloseMinimised: '关闭语音助手',
  minimise: '最小化',
  inputLabel: '向语音助手提问',
  inputPlaceholder: '请输入问题，按回车发送',
  send: '发送问题',
  play: '播放',
  pause: '暂停',
  /** The notice that the voice reads AI-generated text (GB 45438-2025, spoken answers; issue 35). */
  spokenAiNotice: '语音播报的回答由AI生成',
  emptyConversation: '您好！输入问题，回答会自动朗读出来。',
  /** SPEC §5: the info for an empty question. */
  emptyQuestion: SPEECH_MESSAGES.emptyQuestion,
  /** SPEC §4 placeholder while the reply has not started. */
  thinking: CHAT_MESSAGES.thinking,
  userName: '我',
  assistantName: '助手',
} as const;

/** How long the '说点什么吧' note stays in the dialog, in milliseconds. */
export const SPEECH_CHAT_INFO_DURATION_MS = 3_000;

/** The speech chat's width, in CSS pixels (a narrow conversation; SPEC gives no size). */
export const SPEECH_CHAT_WIDTH_PX = 480;
