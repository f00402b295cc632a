/**
 * The explicit label of AI-generated text (《人工智能生成合成内容标识办法》, GB 45438-2025): shown on every
 * assistant message and kept as a line of its own in copied text.
 */
export const AI_LABEL = '内容由AI生成';

/** The copied text of an answer: the answer, then the label on its own line. */
export function withAiLabel(text: string): string {
  return `${text.replace(/\s+$/, '')}\n\n（${AI_LABEL}）`;
}
