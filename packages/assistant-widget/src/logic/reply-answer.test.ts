import type { ChatMessage, ReplyEnding } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../texts';
import { type AnswerInProgress, finishedAnswer, streamingAnswer } from './reply-answer';
import { advanceReply, NO_PROGRESS } from './reply-progress';

const progress = [
  { type: 'reasoning' as const, text: '想', eventId: 1 },
  { type: 'content' as const, text: '一', eventId: 1 },
  { type: 'content' as const, text: '二', eventId: 2 },
].reduce(advanceReply, NO_PROGRESS);
const answer: AnswerInProgress = {
  messageId: 'a2',
  progress,
  placeholder: TEXT.thinking,
  replyId: 'r1',
  previous: undefined,
  thinkingMs: undefined,
};
const previous: ChatMessage = { role: 'assistant', content: '旧', id: 'a1' };

describe('streamingAnswer', () => {
  it('shows the placeholder until the first words, and names the reply', () => {
    expect(streamingAnswer({ ...answer, progress: NO_PROGRESS })).toEqual({
      role: 'assistant',
      content: TEXT.thinking,
      id: 'a2',
      replyId: 'r1',
    });
  });
});

describe('finishedAnswer', () => {
  it.each<[ReplyEnding, number | undefined, ChatMessage]>([
    ['done', 2, { role: 'assistant', content: '一二', reasoning: '想', id: 'a2' }],
    ['stopped', 1, { role: 'assistant', content: `一\n\n${TEXT.replyAborted}`, reasoning: '想', id: 'a2' }],
    ['interrupted', 2, { role: 'assistant', content: '一二', reasoning: '想', id: 'a2', interrupted: true }],
    ['disconnected', 2, { role: 'assistant', content: '一二', reasoning: '想', id: 'a2', replyId: 'r1' }],
    ['missing', 2, { role: 'assistant', content: '一二', reasoning: '想', id: 'a2' }],
  ])('ends a reply %s (last event %s)', (ending, lastEventId, expected) => {
    expect(finishedAnswer(answer, { ending, lastEventId })).toEqual(expected);
  });

  it('says so when a finished reply brought nothing', () => {
    expect(finishedAnswer({ ...answer, progress: NO_PROGRESS }, { ending: 'done', lastEventId: 0 }).content).toBe(
      TEXT.streamProcessingFailed,
    );
  });

  it('makes a regeneration the newest version, with its own abort text', () => {
    expect(finishedAnswer({ ...answer, previous }, { ending: 'stopped', lastEventId: 2 })).toEqual({
      role: 'assistant',
      content: `一二\n\n${TEXT.regenerateAborted}`,
      reasoning: '想',
      id: 'a2',
      versions: [
        { id: 'a1', content: '旧' },
        { id: 'a2', content: `一二\n\n${TEXT.regenerateAborted}`, reasoning: '想' },
      ],
    });
  });

  it("keeps how long the model thought: the server's measure first, else this page's (issue #30)", () => {
    const timed = { ...answer, thinkingMs: 1_400 };
    expect(finishedAnswer(timed, { ending: 'done', lastEventId: 2, thinkingMs: 1_600 }).thinkingMs).toBe(1_600);
    expect(finishedAnswer(timed, { ending: 'done', lastEventId: 2 }).thinkingMs).toBe(1_400);
    expect(finishedAnswer({ ...timed, previous }, { ending: 'done', lastEventId: 2 }).versions?.at(-1)).toEqual({
      id: 'a2',
      content: '一二',
      reasoning: '想',
      thinkingMs: 1_400,
    });
    const unreasoned = [{ type: 'content' as const, text: '答', eventId: 1 }].reduce(advanceReply, NO_PROGRESS);
    expect(
      finishedAnswer({ ...timed, progress: unreasoned }, { ending: 'done', lastEventId: 1, thinkingMs: 5 }),
    ).not.toHaveProperty('thinkingMs');
  });
});
