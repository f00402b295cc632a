import type { ChatMessage } from '@edu/api-client';
import { CONVERSATION_TITLE_ELLIPSIS, CONVERSATION_TITLE_MAX_CHARS } from '../constants';
import { TEXT } from '../texts';

/** SPEC §3 placeholder titles: '默认对话' (the unsaved initial one) and '新对话' (made by the button). */
export function isDefaultConversationTitle(title: string): boolean {
  const trimmed = title.trim();
  return trimmed === '' || trimmed === TEXT.defaultConversationTitle || trimmed === TEXT.newConversationTitle;
}

/**
 * A title made from a question: whitespace runs (newlines included) become one space, then the first
 * {@link CONVERSATION_TITLE_MAX_CHARS} characters, with '…' when something was cut. Counted in code
 * points so an emoji or a rare CJK character is never split in half. Undefined for a blank question.
 */
export function titleFromQuestion(question: string): string | undefined {
  const flat = question.replace(/\s+/g, ' ').trim();
  if (flat === '') return undefined;
  const characters = Array.from(flat);
  if (characters.length <= CONVERSATION_TITLE_MAX_CHARS) return flat;
  return characters.slice(0, CONVERSATION_TITLE_MAX_CHARS).join('').trimEnd() + CONVERSATION_TITLE_ELLIPSIS;
}

/**
 * The title to save a conversation with. When it is saved right after its first question (exactly one
 * user message) and still has a SPEC placeholder title, the title comes from that question; any other
 * title is kept, so a title once given (by this rule or by anyone else) is never overwritten, and
 * older conversations are not renamed by later questions.
 */
export function titleForSave(title: string, messages: readonly ChatMessage[]): string {
  if (!isDefaultConversationTitle(title)) return title;
  const questions = messages.filter((message) => message.role === 'user');
  if (questions.length !== 1) return title;
  return titleFromQuestion(questions[0]?.content ?? '') ?? title;
}
