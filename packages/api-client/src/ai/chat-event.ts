/**
 * One step of a chat reply: a piece of answer text, a piece of reasoning (deep-thinking model), a failure
 * whose `message` is the SPEC §8 text to show in the assistant message, or a refusal (issue 35: the
 * question or the answer ran into the school rules' moderation). A refusal withdraws the whole answer:
 * what came before it is dropped and `message`, the calm text, is all that is shown, stored and spoken.
 */
export type ChatEvent =
  | { type: 'content'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'error'; message: string }
  | { type: 'refused'; message: string };
