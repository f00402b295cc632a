import { DEFAULT_ASSISTANT_DESCRIPTION } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { buildSpeechChatMessages, SPOKEN_REPLY_NOTE } from './build-speech-chat-messages';

describe('buildSpeechChatMessages', () => {
  it('puts one system prompt (description, China date, spoken-reply note) before the dialog', () => {
    // 2025-03-07 17:30 UTC is already 8 March in China.
    const messages = buildSpeechChatMessages(
      [
        { role: 'user', content: '资源中心在哪里' },
        { role: 'assistant', content: '在导航栏' },
        { role: 'user', content: '谢谢' },
      ],
      { now: new Date('2025-03-07T17:30:00Z') },
    );
    expect(messages).toEqual([
      { role: 'system', content: `${DEFAULT_ASSISTANT_DESCRIPTION}\n当前日期：2025年3月8日。\n${SPOKEN_REPLY_NOTE}` },
      { role: 'user', content: '资源中心在哪里' },
      { role: 'assistant', content: '在导航栏' },
      { role: 'user', content: '谢谢' },
    ]);
  });

  it('uses the host description when one is given', () => {
    const [system] = buildSpeechChatMessages([{ role: 'user', content: '你好' }], {
      now: new Date('2025-01-01T00:00:00Z'),
      assistantDescription: '  你是测试助手。 ',
    });
    expect(system?.content.startsWith('你是测试助手。\n当前日期：2025年1月1日。')).toBe(true);
  });
});
