import { CHAT_MODELS } from '../constants';
import type { ChatModel } from './chat-message';

/**
 * Whether a value (an attribute, a stored setting) names one of the chat models. A plain guard beside
 * `chatModelSchema`, so code that must stay small (the widget's first load has no zod) can check one.
 */
export function isChatModel(value: unknown): value is ChatModel {
  return (CHAT_MODELS as readonly unknown[]).includes(value);
}
