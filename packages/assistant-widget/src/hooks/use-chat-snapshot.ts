import { useSyncExternalStore } from 'react';
import type { ChatSessionSnapshot } from '../logic/chat-session';
import type { ConversationListSnapshot } from '../logic/conversation-list';
import { useAssistant } from './assistant-context';

/** The shown conversation's messages and generation status. */
export function useChatSnapshot(): ChatSessionSnapshot {
  const { chat } = useAssistant().instance;
  return useSyncExternalStore(chat.subscribe, chat.getSnapshot, chat.getSnapshot);
}

/** The user's conversation list. */
export function useConversationList(): ConversationListSnapshot {
  const { conversations } = useAssistant().instance;
  return useSyncExternalStore(conversations.subscribe, conversations.getSnapshot, conversations.getSnapshot);
}
