/**
 * The widget's voice features (SPEC §2 voice explanation, §4 speech chat): framework-free wiring,
 * pure helpers and the views the panel header mounts.
 */
export { buildSpeechChatMessages } from './build-speech-chat-messages';
export { createLazySpeechProvider, type LazySpeechProvider } from './create-lazy-speech-provider';
export {
  createVoiceFeatures,
  type VoiceAiClient,
  type VoiceFeatureSet,
  type VoiceFeaturesOptions,
} from './create-voice-features';
export { hasVoiceExplanation, type VoiceLocation } from './has-voice-explanation';
export { SpeechChatDialog, type SpeechChatDialogProps } from './speech-chat-dialog';
export { SpeechChatMessageItem, type SpeechChatMessageItemProps } from './speech-chat-message-item';
export { SpeechChatMinimisedBar, type SpeechChatMinimisedBarProps } from './speech-chat-minimised-bar';
export { SpeechChatOpenerButton, type SpeechChatOpenerButtonProps } from './speech-chat-opener-button';
export { spokenReplyStream } from './spoken-reply-stream';
export { toSpokenLine, toSpokenText } from './to-spoken-text';
export { type UseVoiceFeaturesOptions, useVoiceFeatures } from './use-voice-features';
export { VOICE_TEXT } from './voice-constants';
export { VoiceExplanationButton, type VoiceExplanationButtonProps } from './voice-explanation-button';
export { findVoiceExplanationGuides, voiceExplanationText } from './voice-explanation-text';
export { type VoiceAction, VoiceFeatures, type VoiceFeaturesProps } from './voice-features';
