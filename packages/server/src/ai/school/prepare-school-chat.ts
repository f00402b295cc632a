import { maskPersonalData, type PersonalDataKind } from '@edu/api-client';
import type { ProviderChatRequest } from '../chat/chat-provider';
import type { DecidedMode } from './assistant-mode-for';
import { type Citation, citationInstruction } from './cite-platform';
import { findBlockedWord } from './find-blocked-word';
import { guidanceInstruction, guidanceStep } from './guidance-step';
import { offlineHint } from './offline-hint';

/** The calm answer to a refused question (issue 35): no blame, a way on. */
export const BLOCKED_INPUT_MESSAGE =
  '这个话题我不能和你讨论。如果你遇到了困难或感到不安，可以告诉老师或家长。我们聊聊学习上的问题吧。';

/** The answer when the moderation service refused a question or could not be asked. */
export const MODERATION_UNAVAILABLE_MESSAGE = '内容审核服务暂时无法使用，这个问题先不回答，请稍后再试。';

/** What a chat request is checked and changed with. */
export interface SchoolChatContext {
  mode: DecidedMode;
  /** Names to mask (the user's own from the record). */
  names: readonly string[];
  blockedWords: readonly string[];
  /** The provider is the offline guide: an exercise in a guiding mode is answered here with hints. */
  offline: boolean;
  /** The platform's pages for the question (undefined: no citing, as with the offline guide, which links pages itself). */
  citations?: readonly Citation[] | undefined;
}

/** The outcome of {@link prepareSchoolChat}: answer here (refused, or an offline hint), or ask the provider. */
export type PreparedChat =
  | { kind: 'answer'; text: string; blocked: boolean }
  | { kind: 'forward'; request: ProviderChatRequest; masked: PersonalDataKind[] };

/**
 * The school rules applied before a model sees a request (issue 35): a refused word in the question ends it
 * with {@link BLOCKED_INPUT_MESSAGE}; personal data in every message is masked; the mode's instructions and
 * the guiding step for an exercise and the platform's pages to cite join the system prompt, after the client's own system messages so the
 * server's word is the last (a page cannot talk the mode away); offline, an exercise gets a hint from here.
 */
export function prepareSchoolChat(request: ProviderChatRequest, context: SchoolChatContext): PreparedChat {
  const question = [...request.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  if (findBlockedWord(question, context.blockedWords) !== undefined) {
    return { kind: 'answer', text: BLOCKED_INPUT_MESSAGE, blocked: true };
  }
  const step = context.mode.info.guided ? guidanceStep(request.messages) : undefined;
  const explanationAllowed = context.mode.info.mode === 'secondary';
  if (step && context.offline && !(step.explanationAsked && explanationAllowed)) {
    return { kind: 'answer', text: offlineHint(step), blocked: false };
  }
  const masked = new Set<PersonalDataKind>();
  const messages = request.messages.map((message) => {
    if (message.role === 'system') return message;
    const result = maskPersonalData(message.content, { names: context.names });
    for (const kind of result.found) masked.add(kind);
    return { role: message.role, content: result.text };
  });
  const instructions = [
    context.mode.prompt.trim(),
    step ? guidanceInstruction(step, explanationAllowed) : '',
    context.citations ? citationInstruction(context.citations) : '',
  ]
    .filter((text) => text !== '')
    .join('\n');
  const firstTurn = messages.findIndex((message) => message.role !== 'system');
  const at = firstTurn === -1 ? messages.length : firstTurn;
  if (instructions !== '') messages.splice(at, 0, { role: 'system', content: instructions });
  return { kind: 'forward', request: { ...request, messages }, masked: [...masked] };
}
