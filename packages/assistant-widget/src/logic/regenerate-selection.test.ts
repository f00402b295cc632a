import type { ChatMessage } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { findQuestionFor, lastAssistantIndex, selectRegenerate, toModelMessages } from './regenerate-selection';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string, reasoning?: string): ChatMessage =>
  reasoning === undefined ? { role: 'assistant', content } : { role: 'assistant', content, reasoning };

describe('lastAssistantIndex', () => {
  it.each([
    [[], -1],
    [[user('q')], -1],
    [[user('q'), assistant('a')], 1],
    [[user('q'), assistant('a'), user('q2'), assistant('b')], 3],
    [[assistant('a'), user('q')], 0],
  ])('%j → %d', (messages, expected) => {
    expect(lastAssistantIndex(messages)).toBe(expected);
  });
});

describe('selectRegenerate', () => {
  it.each([
    ['last answer after a question', [user('q'), assistant('a')], 1, { kind: 'resend', keep: 1 }],
    ['second turn', [user('q'), assistant('a'), user('q2'), assistant('b')], 3, { kind: 'resend', keep: 3 }],
    ['an older answer', [user('q'), assistant('a'), user('q2'), assistant('b')], 1, { kind: 'not-allowed' }],
    ['a user message', [user('q'), assistant('a')], 0, { kind: 'not-allowed' }],
    ['no question at all', [assistant('a')], 0, { kind: 'no-question' }],
  ] as const)('%s', (_name, messages, index, expected) => {
    expect(selectRegenerate(messages, index)).toEqual(expected);
  });
});

describe('findQuestionFor', () => {
  it('finds the nearest preceding user message', () => {
    const messages = [user('q1'), assistant('a1'), user('q2'), assistant('a2')];
    expect(findQuestionFor(messages, 3)?.content).toBe('q2');
    expect(findQuestionFor(messages, 1)?.content).toBe('q1');
    expect(findQuestionFor([assistant('a')], 0)).toBeUndefined();
  });
});

describe('toModelMessages', () => {
  it('drops reasoning and system notes', () => {
    expect(toModelMessages([user('q'), assistant('a', 'thinking'), { role: 'system', content: 'sys' }])).toEqual([
      { role: 'user', content: 'q' },
      { role: 'assistant', content: 'a' },
    ]);
  });
});
