import { atom } from 'jotai';
import type { ChatModel } from '../api/assistant-api';

/** SPEC §4: 'junheng' (default) or 'deepseek' (deep thinking); persisted by the deep-thinking toggle. */
export const modelAtom = atom<ChatModel>('junheng');
