import { describe, expect, it } from 'vitest';
import { createMessageId, withMessageIds } from './message-ids';

describe('createMessageId', () => {
  it('is prefixed, fixed-length and differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createMessageId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^m-[0-9a-z]{24}$/);
  });

  it('uses the given random source', () => {
    expect(createMessageId((bytes) => bytes.fill(35))).toBe(`m-${'0z'.repeat(12)}`);
  });
});

describe('withMessageIds', () => {
  it.each([
    [
      'no ids',
      [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'a' },
      ],
      ['legacy-0', 'legacy-1'],
    ],
    [
      'some ids',
      [
        { role: 'user', content: 'q', id: 'm-1' },
        { role: 'assistant', content: 'a' },
      ],
      ['m-1', 'legacy-1'],
    ],
  ] as const)('gives ids to messages with %s, by position', (_label, messages, ids) => {
    expect(withMessageIds(messages).map((message) => message.id)).toEqual(ids);
  });
});
