import { describe, expect, it } from 'vitest';
import { initialReadAloudState, type ReadAloudState, reduceReadAloud } from './reduce-read-aloud';

const at = (patch: Partial<ReadAloudState>): ReadAloudState => ({ ...initialReadAloudState(3), ...patch });

describe('reduceReadAloud', () => {
  it.each([
    [
      'start',
      at({}),
      { type: 'start' },
      at({ status: 'reading' }),
      [
        { type: 'speak', sentence: 0, rate: 1 },
        { type: 'emit', action: 'start' },
      ],
    ],
    ['start without sentences', initialReadAloudState(0), { type: 'start' }, initialReadAloudState(0), []],
    [
      'next sentence',
      at({ status: 'reading' }),
      { type: 'sentenceEnded' },
      at({ status: 'reading', sentence: 1 }),
      [{ type: 'speak', sentence: 1, rate: 1 }],
    ],
    [
      'the last sentence ends',
      at({ status: 'reading', sentence: 2 }),
      { type: 'sentenceEnded' },
      at({ status: 'ended', sentence: 2 }),
      [{ type: 'clearHighlight' }, { type: 'emit', action: 'end' }],
    ],
    [
      'a late end while paused',
      at({ status: 'paused', sentence: 1 }),
      { type: 'sentenceEnded' },
      at({ status: 'paused', sentence: 1 }),
      [],
    ],
    [
      'pause',
      at({ status: 'reading', sentence: 1 }),
      { type: 'pause' },
      at({ status: 'paused', sentence: 1 }),
      [{ type: 'cancel' }, { type: 'emit', action: 'pause' }],
    ],
    [
      'resume restarts the sentence',
      at({ status: 'paused', sentence: 1 }),
      { type: 'resume' },
      at({ status: 'reading', sentence: 1 }),
      [
        { type: 'speak', sentence: 1, rate: 1 },
        { type: 'emit', action: 'resume' },
      ],
    ],
    ['resume while reading', at({ status: 'reading' }), { type: 'resume' }, at({ status: 'reading' }), []],
    [
      'a new speed restarts the sentence',
      at({ status: 'reading', sentence: 2 }),
      { type: 'setRate', rate: 1.5 },
      at({ status: 'reading', sentence: 2, rate: 1.5 }),
      [
        { type: 'speak', sentence: 2, rate: 1.5 },
        { type: 'emit', action: 'rate' },
      ],
    ],
    [
      'a new speed while paused waits',
      at({ status: 'paused' }),
      { type: 'setRate', rate: 2 },
      at({ status: 'paused', rate: 2 }),
      [{ type: 'emit', action: 'rate' }],
    ],
    ['the same speed', at({ status: 'reading' }), { type: 'setRate', rate: 1 }, at({ status: 'reading' }), []],
    [
      'stop while reading',
      at({ status: 'reading', sentence: 1 }),
      { type: 'stop' },
      at({ status: 'stopped', sentence: 1 }),
      [{ type: 'cancel' }, { type: 'clearHighlight' }, { type: 'emit', action: 'stop' }],
    ],
    [
      'stop while paused',
      at({ status: 'paused' }),
      { type: 'stop' },
      at({ status: 'stopped' }),
      [{ type: 'cancel' }, { type: 'clearHighlight' }, { type: 'emit', action: 'stop' }],
    ],
    ['stop after the end', at({ status: 'ended' }), { type: 'stop' }, at({ status: 'ended' }), []],
  ] as const)('%s', (_label, state, event, next, effects) => {
    expect(reduceReadAloud(state, event)).toEqual({ state: next, effects });
  });
});
