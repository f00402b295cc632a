import type { ReplyState } from '../contract/reply-frame';
import { CHAT_MESSAGES } from '../messages';
import type { ChatEvent } from './chat-event';

/** The text of an answer as its reply arrives: the answer and the model's reasoning. */
export interface ReplyText {
  content: string;
  reasoning: string;
}

/** An answer before its first event. */
export const EMPTY_REPLY_TEXT: ReplyText = { content: '', reasoning: '' };

function appendParagraph(content: string, addition: string): string {
  return content === '' ? addition : `${content}\n\n${addition}`;
}

/**
 * Adds one event to an answer: text to the answer or the reasoning, an error (already worded for the user,
 * SPEC §8) as a paragraph of its own after what came before, a refusal in place of everything (issue 35:
 * nothing partial of a withdrawn answer, its reasoning included, is kept). The widget shows a reply this way as it
 * arrives and the server stores it this way, so a reloaded page reads what the streaming one showed.
 */
export function appendToReply(text: ReplyText, event: ChatEvent): ReplyText {
  switch (event.type) {
    case 'content':
      return { ...text, content: text.content + event.text };
    case 'reasoning':
      return { ...text, reasoning: text.reasoning + event.text };
    case 'error':
      return { ...text, content: appendParagraph(text.content, event.message) };
    case 'refused':
      return { content: event.message, reasoning: '' };
    default:
      return event satisfies never;
  }
}

/**
 * The answer's content once its reply ended (SPEC §4, §8): a stopped reply gets '[回复已终止]'
 * ('[重新生成已终止]' for a regeneration) after what it had; a finished one with nothing in it says
 * '抱歉，处理响应时出现错误，请稍后再试。'; an interrupted one keeps what was received (the message is marked
 * `interrupted`, and the widget says so beside it).
 */
export function finishReplyContent(
  content: string,
  ending: { state: Exclude<ReplyState, 'running'>; regenerated: boolean },
): string {
  switch (ending.state) {
    case 'stopped':
      return appendParagraph(content, ending.regenerated ? CHAT_MESSAGES.regenerateAborted : CHAT_MESSAGES.aborted);
    case 'done':
      return content === '' ? CHAT_MESSAGES.processingFailed : content;
    case 'interrupted':
      return content;
    default:
      return ending.state satisfies never;
  }
}
