/**
 * @edu/speech/react: thin `useSyncExternalStore` bindings over the framework-free sessions. Create the
 * sessions once per widget instance (a `useState` initialiser or a jotai atom) and pass them in.
 */
export { useSpeechChat } from './react/use-speech-chat';
export { useSynthesizerState } from './react/use-synthesizer-state';
export { useVoiceExplanation } from './react/use-voice-explanation';
