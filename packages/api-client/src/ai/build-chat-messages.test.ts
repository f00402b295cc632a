import { describe, expect, it } from 'vitest';
import {
  buildChatMessages,
  DEFAULT_ASSISTANT_DESCRIPTION,
  formatPromptDate,
  MATH_FORMAT_NOTE,
} from './build-chat-messages';

describe('buildChatMessages', () => {
  const now = new Date('2025-03-06T18:30:00Z'); // 2025-03-07 02:30 in China

  it('puts the description and date first, the history as role+content, and the math note last', () => {
    const result = buildChatMessages(
      [
        { role: 'user', content: '什么是分数？' },
        { role: 'assistant', content: '分数是……', reasoning: '先想定义' },
        { role: 'user', content: '举个例子' },
      ],
      { now, assistantDescription: '你是测试助手。' },
    );
    expect(result).toEqual([
      { role: 'system', content: '你是测试助手。\n当前日期：2025年3月7日。' },
      { role: 'user', content: '什么是分数？' },
      { role: 'assistant', content: '分数是……' },
      { role: 'user', content: '举个例子' },
      { role: 'system', content: MATH_FORMAT_NOTE },
    ]);
    expect(JSON.stringify(result)).not.toContain('reasoning');
    expect(JSON.stringify(result)).not.toContain('先想定义');
  });

  it('asks for single-dollar math in the last message', () => {
    const last = buildChatMessages([], { now }).at(-1);
    expect(last?.role).toBe('system');
    expect(last?.content).toContain('$E=mc^2$');
  });

  it.each([
    ['absent', undefined],
    ['blank', '   '],
  ])('uses the default description when it is %s', (_label, assistantDescription) => {
    expect(buildChatMessages([], { now, assistantDescription })[0]?.content).toContain(DEFAULT_ASSISTANT_DESCRIPTION);
  });

  it.each([
    ['Asia/Shanghai', '2025年3月7日'],
    ['UTC', '2025年3月6日'],
    ['America/Los_Angeles', '2025年3月6日'],
  ])('formats the date in %s', (timeZone, expected) => {
    expect(formatPromptDate(now, timeZone)).toBe(expected);
  });
});
