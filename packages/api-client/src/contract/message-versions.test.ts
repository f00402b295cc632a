import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import { addVersion, shownVersionIndex, showVersion, versionsOf } from './message-versions';

const first: ChatMessage = { role: 'assistant', content: '一', id: 'a1' };
const second: ChatMessage = { role: 'assistant', content: '二', reasoning: '想', id: 'a2' };

describe('versionsOf', () => {
  it.each<[string, ChatMessage, string[]]>([
    ['a single answer', first, ['a1']],
    [
      'an answer with versions',
      {
        ...second,
        versions: [
          { id: 'a1', content: '一' },
          { id: 'a2', content: '二' },
        ],
      },
      ['a1', 'a2'],
    ],
    ['versions that miss the shown one', { ...second, versions: [{ id: 'a1', content: '一' }] }, ['a1', 'a2']],
  ])('lists %s oldest first', (_label, message, ids) => {
    expect(versionsOf(message).map((version) => version.id)).toEqual(ids);
  });
});

describe('addVersion, showVersion', () => {
  it('keeps the earlier answer and shows the new one', () => {
    const regenerated = addVersion(first, second);
    expect(regenerated).toEqual({
      role: 'assistant',
      content: '二',
      reasoning: '想',
      id: 'a2',
      versions: [
        { id: 'a1', content: '一' },
        { id: 'a2', content: '二', reasoning: '想' },
      ],
    });
    expect(shownVersionIndex(regenerated)).toBe(1);
  });

  it.each([
    [0, { content: '一', id: 'a1', reasoning: undefined }],
    [1, { content: '二', id: 'a2', reasoning: '想' }],
  ])('showing version %i makes it the message content, versions unchanged', (index, expected) => {
    const regenerated = addVersion(first, second);
    const shown = showVersion(regenerated, index);
    expect({ content: shown.content, id: shown.id, reasoning: shown.reasoning }).toEqual(expected);
    expect(shown.versions).toEqual(regenerated.versions);
    expect(shownVersionIndex(shown)).toBe(index);
  });

  it('each version keeps its own thinking time (issue #30)', () => {
    const thought: ChatMessage = { ...second, thinkingMs: 12_000 };
    const regenerated = addVersion({ ...first, reasoning: '先想', thinkingMs: 3_000 }, thought);
    expect(regenerated.thinkingMs).toBe(12_000);
    expect(regenerated.versions?.map((version) => version.thinkingMs)).toEqual([3_000, 12_000]);
    expect(showVersion(regenerated, 0)).toMatchObject({ id: 'a1', reasoning: '先想', thinkingMs: 3_000 });
    expect(showVersion(regenerated, 1)).toMatchObject({ id: 'a2', reasoning: '想', thinkingMs: 12_000 });
  });

  it('ignores an index out of range', () => {
    expect(showVersion(first, 3)).toBe(first);
  });

  it('drops the oldest beyond ten versions', () => {
    let message = first;
    for (let index = 2; index <= 12; index += 1) {
      message = addVersion(message, { role: 'assistant', content: `${index}`, id: `a${index}` });
    }
    expect(versionsOf(message).map((version) => version.id)).toEqual([
      'a3',
      'a4',
      'a5',
      'a6',
      'a7',
      'a8',
      'a9',
      'a10',
      'a11',
      'a12',
    ]);
    expect(message.content).toBe('12');
  });
});
