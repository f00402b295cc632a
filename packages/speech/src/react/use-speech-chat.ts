import { useSyncExternalStore } from 'react';
import type { SpeechChat, SpeechChatSnapshot } from '../session/create-speech-chat';

/** The speech chat's snapshot (messages, typing, busy, open, minimised, playing id); re-renders on change. */
export function useSpeechChat(chat: SpeechChat): SpeechChatSnapshot {
  return useSyncExternalStore(chat.subscribe, chat.getSnapshot, chat.getSnapshot);
}
