import { type ChatMessage, DEFAULT_ASSISTANT_DESCRIPTION, formatPromptDate } from '@edu/api-client';
import type { SpeechChatRequestMessage } from '@edu/speech';
import { SPOKEN_REPLY_NOTE } from './voice-constants';

/**
 * The request messages of the speech chat: one system prompt (who the assistant is, today's date in
 * China Standard Time, and that the answer will be read aloud), then the dialog's questions and replies.
 */
export function buildSpeechChatMessages(
  history: readonly SpeechChatRequestMessage[],
  options: { now: Date; assistantDescription?: string | undefined; timeZone?: string | undefined },
): ChatMessage[] {
  const description = options.assistantDescription?.trim() || DEFAULT_ASSISTANT_DESCRIPTION;
  const date = formatPromptDate(options.now, options.timeZone ?? 'Asia/Shanghai');
  return [
    { role: 'system', content: `${description}\n当前日期：${date}。\n${SPOKEN_REPLY_NOTE}` },
    ...history.map(({ role, content }) => ({ role, content })),
  ];
}
