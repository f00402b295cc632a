import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from './chat-request';

const messages = [{ role: 'user', content: 'hi' }];

describe('chatRequestSchema', () => {
  it('applies the defaults: stream true, temperature 1, provider siliconflow', () => {
    expect(chatRequestSchema.parse({ messages })).toEqual({
      messages,
      stream: true,
      temperature: 1,
      provider: 'siliconflow',
    });
  });

  it.each([
    ['temperature 0', { messages, temperature: 0 }],
    ['temperature 2', { messages, temperature: 2 }],
    ['max_tokens 4096', { messages, max_tokens: 4096 }],
    ['stream false', { messages, stream: false }],
    [
      'a question turn',
      { messages, reply: { title: '新对话', question: { id: 'q1', content: 'hi' }, answerId: 'a1' } },
    ],
    ['a regeneration turn', { messages, reply: { conversationId: 7, title: 't', answerId: 'a2', regenerates: 'a1' } }],
  ])('accepts %s', (_label, body) => {
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no messages', { messages: [] }],
    ['temperature 2.1', { messages, temperature: 2.1 }],
    ['temperature -0.1', { messages, temperature: -0.1 }],
    ['max_tokens 4097', { messages, max_tokens: 4097 }],
    ['max_tokens 0', { messages, max_tokens: 0 }],
    ['another provider', { messages, provider: 'openai' }],
    ['reasoning sent back', { messages: [{ role: 'assistant', content: 'a', reasoning: 'r' }] }],
    ['an unknown key', { messages, model: 'x' }],
    ['a turn with neither question nor regeneration', { messages, reply: { title: 't', answerId: 'a1' } }],
    [
      'a turn with both',
      { messages, reply: { title: 't', answerId: 'a1', regenerates: 'a0', question: { id: 'q', content: 'x' } } },
    ],
    ['a turn without an answer id', { messages, reply: { title: 't', question: { id: 'q', content: 'x' } } }],
    [
      'a turn with a blank title',
      { messages, reply: { title: ' ', answerId: 'a', question: { id: 'q', content: 'x' } } },
    ],
  ])('rejects %s', (_label, body) => {
    expect(chatRequestSchema.safeParse(body).success).toBe(false);
  });
});
