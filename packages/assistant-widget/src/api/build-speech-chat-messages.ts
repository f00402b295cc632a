import { type ChatMessage, DEFAULT_ASSISTANT_DESCRIPTION, formatPromptDate } from '@edu/api-client';

/**
 * System note for the speech chat: the reply is read aloud, so it should be short spoken Chinese
 * without markdown or formulas (the panel chat's math note does not apply here).
 */
export const SPOKEN_REPLY_NOTE =
  '你的回答会被朗读出来：请用简洁、口语化的中文纯文本回答，不使用 Markdown 标记、表格或公式。';

/**
 * The request messages of the speech chat: one system prompt (who the assistant is, today's date in
 * China Standard Time, and that the answer will be read aloud), then the dialog's questions and replies.
 */
export function buildSpeechChatMessages(
  history: readonly ChatMessage[],
  options: { now: Date; assistantDescription?: string | undefined; timeZone?: string | undefined },
): ChatMessage[] {
  const description = options.assistantDescription?.trim() || DEFAULT_ASSISTANT_DESCRIPTION;
  const date = formatPromptDate(options.now, options.timeZone ?? 'Asia/Shanghai');
  return [
    { role: 'system', content: `${description}\n当前日期：${date}。\n${SPOKEN_REPLY_NOTE}` },
    ...history.map(({ role, content }) => ({ role, content })),
  ];
}
