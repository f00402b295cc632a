import type { ChatMessage } from '../contract/chat-message';
import type { ChatRequestMessage } from '../contract/chat-request';

/** How the assistant introduces itself when the host gives no description (SPEC §1). */
export const DEFAULT_ASSISTANT_DESCRIPTION =
  '你是叶县教育公共服务平台的教育AI助手，基于大语言模型构建，为教师、学生和学校工作人员解答问题。';

/** The closing system note: math in single-dollar markdown-math syntax, which the widget renders (SPEC §7). */
export const MATH_FORMAT_NOTE =
  '回答中如有数学公式，请使用 Markdown 数学语法：公式用单个美元符号包裹，例如 $E=mc^2$；不要使用 \\( \\) 或 \\[ \\]。';

/** Options of {@link buildChatMessages}. */
export interface BuildChatMessagesOptions {
  /** The current time; its calendar date goes into the system prompt. */
  now: Date;
  /** Who the assistant is; defaults to {@link DEFAULT_ASSISTANT_DESCRIPTION}. */
  assistantDescription?: string | undefined;
  /** Time zone of the date in the prompt; defaults to China Standard Time, the platform's users' zone. */
  timeZone?: string | undefined;
}

/** The date as `2025年3月7日` in the given time zone. */
export function formatPromptDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => {
      found[part.type] = part.value;
      return found;
    }, {});
  return `${parts.year}年${parts.month}月${parts.day}日`;
}

/**
 * The messages sent to the chat endpoint (SPEC §7): a system prompt with the assistant description and
 * the current date first, then the conversation as `{ role, content }` only (a stored `reasoning` is
 * never sent back), then the math-format note last.
 */
export function buildChatMessages(
  history: readonly ChatMessage[],
  options: BuildChatMessagesOptions,
): ChatRequestMessage[] {
  const description = options.assistantDescription?.trim() || DEFAULT_ASSISTANT_DESCRIPTION;
  const date = formatPromptDate(options.now, options.timeZone ?? 'Asia/Shanghai');
  return [
    { role: 'system', content: `${description}\n当前日期：${date}。` },
    ...history.map(({ role, content }) => ({ role, content })),
    { role: 'system', content: MATH_FORMAT_NOTE },
  ];
}
