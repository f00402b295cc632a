import type { ReplyFinished } from '../logic/chat-session';

/** Details of the DOM events `<edu-assistant>` dispatches (bubbling, composed) and of the React callbacks. */
export interface AssistantEventMap {
  open: Record<string, never>;
  close: Record<string, never>;
  'message-sent': { text: string };
  'reply-finished': ReplyFinished;
  feedback: {
    kind: 'like' | 'dislike' | 'cancel-like' | 'cancel-dislike';
    conversationId: string;
    /** The assistant answer's text. */
    content: string;
  };
}

export type AssistantEventName = keyof AssistantEventMap;

export type EmitAssistantEvent = <Name extends AssistantEventName>(name: Name, detail: AssistantEventMap[Name]) => void;
