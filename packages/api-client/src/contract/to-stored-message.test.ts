import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import { toStoredMessage } from './to-stored-message';

describe('toStoredMessage', () => {
  it.each<[string, ChatMessage & Record<string, unknown>, ChatMessage]>([
    ['a plain message', { role: 'user', content: 'q' }, { role: 'user', content: 'q' }],
    ['unknown keys', { role: 'user', content: 'q', extra: 1, id: 'm-1' }, { role: 'user', content: 'q', id: 'm-1' }],
    ['reasoning on a user message', { role: 'user', content: 'q', reasoning: 'r' }, { role: 'user', content: 'q' }],
    [
      'versions with extra keys',
      { role: 'assistant', content: 'a', id: 'a1', versions: [{ id: 'a1', content: 'a', liked: true } as never] },
      { role: 'assistant', content: 'a', id: 'a1', versions: [{ id: 'a1', content: 'a' }] },
    ],
    [
      'a thinking time with the answer and its versions (issue #30)',
      {
        role: 'assistant',
        content: 'a',
        reasoning: 'r',
        thinkingMs: 1200,
        id: 'a1',
        versions: [{ id: 'a1', content: 'a', reasoning: 'r', thinkingMs: 1200 }],
      },
      {
        role: 'assistant',
        content: 'a',
        reasoning: 'r',
        thinkingMs: 1200,
        id: 'a1',
        versions: [{ id: 'a1', content: 'a', reasoning: 'r', thinkingMs: 1200 }],
      },
    ],
    [
      'a thinking time on a user message',
      { role: 'user', content: 'q', thinkingMs: 5 },
      { role: 'user', content: 'q' },
    ],
    [
      'versions on a user message',
      { role: 'user', content: 'q', versions: [{ id: 'x', content: 'y' }] },
      { role: 'user', content: 'q' },
    ],
  ])('keeps only the stored fields of %s', (_label, message, expected) => {
    expect(toStoredMessage(message)).toEqual(expected);
  });
});
