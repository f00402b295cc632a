/**
 * `@edu/assistant-widget`: the floating education assistant as a React component.
 * `@edu/assistant-widget/element` registers `<edu-assistant>`; `@edu/assistant-widget/markdown`
 * is the safe markdown renderer.
 */
export type { ChatEvent, ChatMessage, ChatModel } from '@edu/api-client';
export {
  type AssistantApi,
  AssistantServiceError,
  type Conversation,
  type DislikeReason,
  type FeedbackRecord,
  type VideoStatus,
} from './api/assistant-api';
export { EduAssistant, type EduAssistantProps } from './components/edu-assistant';
export type { AssistantUser } from './element/widget-config';
export type { AssistantEventMap, AssistantEventName } from './state/assistant-events';
