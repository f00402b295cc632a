import { type ChatModel, DEFAULT_CHAT_MODEL } from '@edu/api-client';
import { atom } from 'jotai';

/** SPEC §4: 'junheng' (default) or 'deepseek' (deep thinking); persisted by the deep-thinking toggle. */
export const modelAtom = atom<ChatModel>(DEFAULT_CHAT_MODEL);
