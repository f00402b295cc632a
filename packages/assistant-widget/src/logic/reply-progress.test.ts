import { describe, expect, it } from 'vitest';
import { advanceReply, NO_PROGRESS, type ReplyPiece, replyTextThrough } from './reply-progress';

const pieces: ReplyPiece[] = [
  { type: 'reasoning', text: '想', eventId: 1 },
  { type: 'content', text: '一', eventId: 1 },
  { type: 'content', text: '二', eventId: 2 },
  { type: 'reasoning', text: '再想', eventId: 3 },
  { type: 'content', text: '三', eventId: 3 },
];
const progress = pieces.reduce(advanceReply, NO_PROGRESS);

describe('advanceReply', () => {
  it('joins the pieces and remembers the last event', () => {
    expect(progress.text).toEqual({ content: '一二三', reasoning: '想再想' });
    expect(progress.lastEventId).toBe(3);
  });

  it('puts an error in a paragraph of its own', () => {
    const failed = advanceReply(progress, { type: 'error', message: '抱歉，我遇到了一些问题：断了', eventId: 4 });
    expect(failed.text.content).toBe('一二三\n\n抱歉，我遇到了一些问题：断了');
  });

  it('replaces the whole answer, reasoning included, with a refusal’s calm message (issue 35)', () => {
    const refused = advanceReply(progress, { type: 'refused', message: '已经停止。', eventId: 4 });
    expect(refused.text).toEqual({ content: '已经停止。', reasoning: '' });
    expect(refused.lastEventId).toBe(4);
    // Nothing of the withdrawn answer comes back by cutting to an event before the refusal.
    expect(replyTextThrough(refused, 3)).toEqual({ content: '', reasoning: '' });
    expect(replyTextThrough(refused, 4)).toEqual({ content: '已经停止。', reasoning: '' });
  });
});

describe('replyTextThrough', () => {
  it.each([
    [0, { content: '', reasoning: '' }],
    [1, { content: '一', reasoning: '想' }],
    [2, { content: '一二', reasoning: '想' }],
    [3, { content: '一二三', reasoning: '想再想' }],
    [9, { content: '一二三', reasoning: '想再想' }],
  ])('cuts the answer back to event %i', (eventId, expected) => {
    expect(replyTextThrough(progress, eventId)).toEqual(expected);
  });
});
