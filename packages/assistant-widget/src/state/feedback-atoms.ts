import { atom } from 'jotai';
import type { DislikeReason } from '../api/assistant-api';
import type { MessageFeedback } from '../logic/feedback-rules';

/** Like/dislike ids of the shown conversation by answer id (issue #16); reset when the conversation changes. */
export const feedbackAtom = atom<Record<string, MessageFeedback>>({});

/** Reasons from the server's dislike config, loaded on first use. */
export const dislikeReasonsAtom = atom<DislikeReason[] | undefined>(undefined);
