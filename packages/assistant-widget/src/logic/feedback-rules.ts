import { type ChatMessage, versionsOf } from '@edu/api-client';
import type { FeedbackRecord } from '../api/assistant-api';
import { TEXT } from '../texts';
import { findQuestionFor } from './regenerate-selection';

/** What the server holds for one assistant message: a like or a dislike, never both (SPEC §4). */
export interface MessageFeedback {
  likeId?: string;
  dislikeId?: string;
}

export type FeedbackDecision =
  | { kind: 'create-like' }
  | { kind: 'delete-like'; id: string }
  | { kind: 'delete-dislike'; id: string }
  | { kind: 'open-dislike-dialog' }
  | { kind: 'warn'; message: string };

/** SPEC §4/§5: an active like cancels; a like over a dislike is refused. */
export function decideLike(feedback: MessageFeedback): FeedbackDecision {
  if (feedback.likeId !== undefined) return { kind: 'delete-like', id: feedback.likeId };
  if (feedback.dislikeId !== undefined) return { kind: 'warn', message: TEXT.feedbackExists };
  return { kind: 'create-like' };
}

/** SPEC §4/§5: an active dislike cancels; a dislike over a like is refused; else the dialog opens. */
export function decideDislike(feedback: MessageFeedback): FeedbackDecision {
  if (feedback.dislikeId !== undefined) return { kind: 'delete-dislike', id: feedback.dislikeId };
  if (feedback.likeId !== undefined) return { kind: 'warn', message: TEXT.feedbackExists };
  return { kind: 'open-dislike-dialog' };
}

/**
 * A reason chip toggles: a second click unselects it (SPEC §5). One reason at a time, because a
 * dislike record has a single `error_code` and the server accepts only its configured codes.
 */
export function toggleReason(selected: readonly string[], code: string): string[] {
  return selected.includes(code) ? [] : [code];
}

export type DislikeValidation =
  | { kind: 'submit'; pair: [ChatMessage, ChatMessage]; errorCode: string; errorContent: string }
  | { kind: 'warn'; message: string; closeDialog: boolean };

/** SPEC §5 dislike submission rules, in the order the original checks them. */
export function validateDislike(input: {
  messages: readonly ChatMessage[];
  index: number;
  reasons: readonly string[];
  comment: string;
  feedback: MessageFeedback;
}): DislikeValidation {
  const comment = input.comment.trim();
  if (input.reasons.length === 0 && comment === '') {
    return { kind: 'warn', message: TEXT.dislikeNeedsReason, closeDialog: false };
  }
  const answer = input.messages[input.index];
  if (answer === undefined || answer.role !== 'assistant') {
    return { kind: 'warn', message: TEXT.submitFailed, closeDialog: false };
  }
  if (input.feedback.dislikeId !== undefined || input.feedback.likeId !== undefined) {
    return { kind: 'warn', message: TEXT.feedbackExists, closeDialog: true };
  }
  const question = findQuestionFor(input.messages, input.index);
  if (question === undefined) return { kind: 'warn', message: TEXT.dislikeNoQuestion, closeDialog: false };
  return {
    kind: 'submit',
    pair: [
      { role: 'user', content: question.content },
      { role: 'assistant', content: answer.content },
    ],
    errorCode: input.reasons.join(','),
    errorContent: comment,
  };
}

/** The question/answer pair a like records, or undefined when there is no question. */
export function feedbackPair(messages: readonly ChatMessage[], index: number): [ChatMessage, ChatMessage] | undefined {
  const answer = messages[index];
  const question = findQuestionFor(messages, index);
  if (answer === undefined || question === undefined) return undefined;
  return [
    { role: 'user', content: question.content },
    { role: 'assistant', content: answer.content },
  ];
}

/**
 * Maps server like/dislike records back to answers by their question/answer pair, so a reloaded
 * conversation shows its feedback again. Keyed by the answer's id, every version of it included
 * (issue #16): a dislike stays with the version it was given to, whichever version is shown.
 */
export function indexFeedback(
  messages: readonly ChatMessage[],
  likes: readonly FeedbackRecord[],
  dislikes: readonly FeedbackRecord[],
): Record<string, MessageFeedback> {
  const answers: Array<{ id: string; question: string; content: string }> = [];
  messages.forEach((message, index) => {
    const question = message.role === 'assistant' ? findQuestionFor(messages, index) : undefined;
    if (!question) return;
    for (const version of versionsOf(message))
      answers.push({ id: version.id, question: question.content, content: version.content });
  });
  const result: Record<string, MessageFeedback> = {};
  const find = (record: FeedbackRecord) =>
    answers.find(
      (answer) => answer.question === record.messages[0]?.content && answer.content === record.messages[1]?.content,
    );
  for (const like of likes) {
    const answer = find(like);
    if (answer) result[answer.id] = { ...result[answer.id], likeId: like.id };
  }
  for (const dislike of dislikes) {
    const answer = find(dislike);
    if (answer) result[answer.id] = { ...result[answer.id], dislikeId: dislike.id };
  }
  return result;
}
