import type { ReplyFinished } from '../logic/chat-session';
import type { SelectionAsk } from '../logic/selection-question';

/** Details of the DOM events `<edu-assistant>` dispatches (bubbling, composed) and of the React callbacks. */
export interface AssistantEventMap {
  open: Record<string, never>;
  close: Record<string, never>;
  'message-sent': { text: string };
  'reply-finished': ReplyFinished;
  feedback: {
    kind: 'like' | 'dislike' | 'cancel-like' | 'cancel-dislike';
    conversationId: string;
    /** The answer's stable id (the shown version's). */
    messageId: string;
    /** The assistant answer's text. */
    content: string;
  };
  /** The user asked for another version of an answer; `messageId` is the answer being replaced. */
  regenerate: { conversationId: string | undefined; messageId: string };
  /** The user stopped a reply while it was written. */
  stop: { conversationId: string | undefined; messageId: string; regenerated: boolean };
  /** The user copied an answer or one of its code blocks; `copied` is false when the browser refused. */
  copy: {
    kind: 'message' | 'code';
    conversationId: string | undefined;
    messageId: string;
    text: string;
    copied: boolean;
  };
  /** The user picked an action in the selection bubble; `question` is what was asked. */
  'selection-ask': SelectionAsk;
  /** The read-aloud of the page started, paused, resumed, changed speed, stopped or reached the end. */
  'read-page': {
    action: 'start' | 'pause' | 'resume' | 'rate' | 'stop' | 'end';
    /** The page's title as the extractor found it. */
    title: string;
    /** The sentence being read (0-based) and how many there are. */
    sentence: number;
    sentences: number;
    /** Speed as a multiple of normal speech (1 = normal). */
    rate: number;
  };
}

export type AssistantEventName = keyof AssistantEventMap;

export type EmitAssistantEvent = <Name extends AssistantEventName>(name: Name, detail: AssistantEventMap[Name]) => void;
