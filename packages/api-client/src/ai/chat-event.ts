/**
 * One step of a chat reply: a piece of answer text, a piece of reasoning (deep-thinking model), or a
 * failure whose `message` is the SPEC §8 text to show in the assistant message.
 */
export type ChatEvent =
  | { type: 'content'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'error'; message: string };
