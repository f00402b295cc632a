import type { ChatMessage } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../texts';
import { decideDislike, decideLike, indexFeedback, toggleReason, validateDislike } from './feedback-rules';

describe('decideLike', () => {
  it.each([
    [{}, { kind: 'create-like' }],
    [{ likeId: 'l1' }, { kind: 'delete-like', id: 'l1' }],
    [{ dislikeId: 'd1' }, { kind: 'warn', message: TEXT.feedbackExists }],
  ])('%j → %j', (feedback, expected) => {
    expect(decideLike(feedback)).toEqual(expected);
  });
});

describe('decideDislike', () => {
  it.each([
    [{}, { kind: 'open-dislike-dialog' }],
    [{ dislikeId: 'd1' }, { kind: 'delete-dislike', id: 'd1' }],
    [{ likeId: 'l1' }, { kind: 'warn', message: TEXT.feedbackExists }],
  ])('%j → %j', (feedback, expected) => {
    expect(decideDislike(feedback)).toEqual(expected);
  });
});

describe('toggleReason', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'a', []],
    [['a'], 'b', ['b']],
  ])('%j then %s → %j', (selected, code, expected) => {
    expect(toggleReason(selected, code)).toEqual(expected);
  });
});

describe('validateDislike', () => {
  const messages: ChatMessage[] = [
    { role: 'assistant', content: 'greeting' },
    { role: 'user', content: 'q' },
    { role: 'assistant', content: 'a', reasoning: 'r' },
  ];
  it.each([
    [
      'no reason, blank comment',
      { index: 2, reasons: [], comment: '  ', feedback: {} },
      TEXT.dislikeNeedsReason,
      false,
    ],
    ['missing message', { index: 9, reasons: ['x'], comment: '', feedback: {} }, TEXT.submitFailed, false],
    [
      'already disliked',
      { index: 2, reasons: ['x'], comment: '', feedback: { dislikeId: 'd' } },
      TEXT.feedbackExists,
      true,
    ],
    ['already liked', { index: 2, reasons: ['x'], comment: '', feedback: { likeId: 'l' } }, TEXT.feedbackExists, true],
    ['no question before it', { index: 0, reasons: ['x'], comment: '', feedback: {} }, TEXT.dislikeNoQuestion, false],
  ])('%s → warning', (_name, input, message, closeDialog) => {
    expect(validateDislike({ messages, ...input })).toEqual({ kind: 'warn', message, closeDialog });
  });

  it('submits the pair, the joined codes and the trimmed comment', () => {
    expect(
      validateDislike({ messages, index: 2, reasons: ['wrong', 'slow'], comment: ' 不准确 ', feedback: {} }),
    ).toEqual({
      kind: 'submit',
      pair: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'a' },
      ],
      errorCode: 'wrong,slow',
      errorContent: '不准确',
    });
  });

  it('accepts a comment without a reason', () => {
    expect(validateDislike({ messages, index: 2, reasons: [], comment: '太长', feedback: {} }).kind).toBe('submit');
  });
});

describe('indexFeedback', () => {
  it('maps records to the answers they were given for', () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: 'q1', id: 'q1' },
      { role: 'assistant', content: 'a1', id: 'a1' },
      { role: 'user', content: 'q2', id: 'q2' },
      { role: 'assistant', content: 'a2', id: 'a2' },
    ];
    const likes = [{ id: 'l', messages: [messages[0], messages[1]] as ChatMessage[] }];
    const dislikes = [
      { id: 'd', messages: [messages[2], messages[3]] as ChatMessage[] },
      {
        id: 'gone',
        messages: [
          { role: 'user', content: 'x' },
          { role: 'assistant', content: 'y' },
        ] as ChatMessage[],
      },
    ];
    expect(indexFeedback(messages, likes, dislikes)).toEqual({ a1: { likeId: 'l' }, a2: { dislikeId: 'd' } });
  });

  it('keeps a dislike with the version it was given to after a regeneration (issue #16)', () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: 'q', id: 'q' },
      {
        role: 'assistant',
        content: 'second',
        id: 'v2',
        versions: [
          { id: 'v1', content: 'first' },
          { id: 'v2', content: 'second' },
        ],
      },
    ];
    const dislikes = [
      {
        id: 'd',
        messages: [
          { role: 'user', content: 'q' },
          { role: 'assistant', content: 'first' },
        ] as ChatMessage[],
      },
    ];
    expect(indexFeedback(messages, [], dislikes)).toEqual({ v1: { dislikeId: 'd' } });
  });
});
