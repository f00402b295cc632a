/**
 * @edu/speech: the speech synthesis engine (pure state machine, Web Speech and xfyun providers, PCM
 * audio, Web Audio sink) and the framework-free voice-explanation and speech-chat sessions.
 * React hooks live under `@edu/speech/react`.
 */

// Audio
export type { AudioSink, AudioStream, AudioStreamHandlers } from './audio/audio-sink';
export {
  bytesToInt16,
  createPcm16Assembler,
  decodePcm16Base64,
  int16ToFloat32,
  type Pcm16Assembler,
} from './audio/decode-pcm16';
export { createFakeAudioSink, type FakeAudioSink, type FakeAudioStreamRecord } from './audio/fake-audio-sink';
export { resampleLinear } from './audio/resample-linear';
export { createWebAudioSink, type WebAudioSinkOptions } from './audio/web-audio-sink';
// Errors
export { isSpeechError, SpeechError, type SpeechErrorCode } from './errors/speech-error';
// State machine
export {
  initialSynthesizerState,
  isSynthesizerActive,
  reduceSynthesizer,
  type SynthesizerEffect,
  type SynthesizerEvent,
  type SynthesizerState,
  type SynthesizerStatus,
  type SynthesizerTransition,
} from './machine/reduce-synthesizer';
export {
  DEFAULT_SYNTHESIZER_PARAMS,
  mergeSynthesizerParams,
  type SynthesizerParams,
} from './machine/synthesizer-params';
// Protocol
export { parseXfyunTtsFrame, type XfyunTtsFrame } from './protocol/parse-xfyun-tts-frame';
export { buildXfyunTtsRequest, splitXfyunText, type XfyunTtsRequest } from './protocol/xfyun-tts-request';
// Providers
export {
  createWebSpeechProvider,
  type SpeechSynthesisLike,
  type UtteranceLike,
  type WebSpeechProviderOptions,
} from './providers/create-web-speech-provider';
export { createXfyunProvider, type XfyunProviderOptions, type XfyunSignedUrl } from './providers/create-xfyun-provider';
export {
  mapWebSpeechParams,
  pickChineseVoice,
  type VoiceLike,
  type WebSpeechSettings,
} from './providers/map-web-speech-params';
export type { SpeechJob, SpeechJobHandlers, SpeechProvider, SpeechRequest } from './providers/speech-provider';
// Sessions
export { type Clock, systemClock, type TimerHandle } from './session/clock';
export {
  createSpeechChat,
  type SpeechChat,
  type SpeechChatEvents,
  type SpeechChatFunction,
  type SpeechChatMessage,
  type SpeechChatOptions,
  type SpeechChatRequestMessage,
  type SpeechChatSnapshot,
} from './session/create-speech-chat';
export {
  createSynthesizer,
  type Synthesizer,
  type SynthesizerEvents,
  type SynthesizerListener,
  type SynthesizerOptions,
} from './session/create-synthesizer';
export {
  createVoiceExplanation,
  VOICE_EXPLANATION_PARAMS,
  type VoiceExplanation,
  type VoiceExplanationSnapshot,
} from './session/create-voice-explanation';
export { createManualClock, type ManualClock } from './session/manual-clock';
// Transport
export {
  openXfyunTtsConnection,
  type XfyunTtsConnection,
  type XfyunTtsConnectionOptions,
} from './transport/open-xfyun-tts-connection';
export type { WebSocketConstructorLike, WebSocketLike } from './transport/websocket-like';
