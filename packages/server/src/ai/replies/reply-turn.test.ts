import type { ChatMessage, ReplyTurn } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { isHttpError } from '../../http/http-error';
import { appendReplyTurn, writeReplyAnswer } from './reply-turn';

const question: ChatMessage = { role: 'user', content: '怎么参加比赛', id: 'q1' };
const answer: ChatMessage = { role: 'assistant', content: '先报名', id: 'a1' };

describe('appendReplyTurn', () => {
  it('adds a question and its answer placeholder, naming the reply', () => {
    const turn: ReplyTurn = { title: 't', question: { id: 'q2', content: '还有呢' }, answerId: 'a2' };
    expect(appendReplyTurn([question, answer], turn, 'r1')).toEqual([
      question,
      answer,
      { role: 'user', content: '还有呢', id: 'q2' },
      { role: 'assistant', content: '正在思考中...', id: 'a2', replyId: 'r1' },
    ]);
  });

  it('regenerates the latest answer as a new version, the earlier kept', () => {
    const turn: ReplyTurn = { title: 't', answerId: 'a2', regenerates: 'a1' };
    expect(appendReplyTurn([question, answer], turn, 'r2')).toEqual([
      question,
      {
        role: 'assistant',
        content: '正在重新生成...',
        id: 'a2',
        replyId: 'r2',
        versions: [
          { id: 'a1', content: '先报名' },
          { id: 'a2', content: '正在重新生成...' },
        ],
      },
    ]);
  });

  it('finds an answer saved before ids existed by its position', () => {
    const turn: ReplyTurn = { title: 't', answerId: 'a2', regenerates: 'legacy-1' };
    const [, regenerated] = appendReplyTurn(
      [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: 'old' },
      ],
      turn,
      'r',
    );
    expect(regenerated?.versions?.map((version) => version.id)).toEqual(['legacy-1', 'a2']);
  });

  it.each<[string, ChatMessage[], ReplyTurn, number]>([
    ['an answer not in the conversation', [question, answer], { title: 't', answerId: 'x', regenerates: 'nope' }, 404],
    ['a conversation without a question', [answer], { title: 't', answerId: 'x', regenerates: 'a1' }, 400],
  ])('refuses %s', (_label, messages, turn, status) => {
    let caught: unknown;
    try {
      appendReplyTurn(messages, turn, 'r');
    } catch (error) {
      caught = error;
    }
    expect(isHttpError(caught) && caught.status).toBe(status);
  });
});

describe('writeReplyAnswer', () => {
  const waiting: ChatMessage = { role: 'assistant', content: '正在思考中...', id: 'a2', replyId: 'r1' };

  it('writes the answer into the message waiting for the reply and drops the reply id', () => {
    expect(
      writeReplyAnswer([question, waiting], 'r1', { content: '答案', reasoning: '想法', interrupted: false }),
    ).toEqual([question, { role: 'assistant', content: '答案', reasoning: '想法', id: 'a2' }]);
  });

  it('marks an interrupted answer and updates its version', () => {
    const regenerated: ChatMessage = {
      ...waiting,
      versions: [
        { id: 'a1', content: '旧' },
        { id: 'a2', content: '正在重新生成...' },
      ],
    };
    expect(writeReplyAnswer([regenerated], 'r1', { content: '一半', reasoning: '', interrupted: true })).toEqual([
      {
        role: 'assistant',
        content: '一半',
        id: 'a2',
        interrupted: true,
        versions: [
          { id: 'a1', content: '旧' },
          { id: 'a2', content: '一半' },
        ],
      },
    ]);
  });

  it('stores the thinking time with an answer that has reasoning, in its version too (issue #30)', () => {
    const regenerated: ChatMessage = {
      ...waiting,
      versions: [
        { id: 'a1', content: '旧', reasoning: '旧想法', thinkingMs: 900 },
        { id: 'a2', content: '正在重新生成...' },
      ],
    };
    const thought = { content: '新', reasoning: '新想法', interrupted: false, thinkingMs: 2_400 };
    expect(writeReplyAnswer([regenerated], 'r1', thought)).toEqual([
      {
        role: 'assistant',
        content: '新',
        reasoning: '新想法',
        thinkingMs: 2_400,
        id: 'a2',
        versions: [
          { id: 'a1', content: '旧', reasoning: '旧想法', thinkingMs: 900 },
          { id: 'a2', content: '新', reasoning: '新想法', thinkingMs: 2_400 },
        ],
      },
    ]);
    expect(writeReplyAnswer([waiting], 'r1', { ...thought, reasoning: '' })[0]).not.toHaveProperty('thinkingMs');
  });

  it('leaves a conversation without the waiting message as it is', () => {
    expect(writeReplyAnswer([question, answer], 'r1', { content: 'x', reasoning: '', interrupted: false })).toEqual([
      question,
      answer,
    ]);
  });
});
