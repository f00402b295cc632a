import { CHAT_MESSAGES } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { answerOf, type ReplyRecord } from './reply-record';

const text = (seq: number, content: string, reasoning = ''): ReplyRecord => ({
  seq,
  content,
  reasoning,
  error: undefined,
});
const failure = (seq: number, error: string): ReplyRecord => ({ seq, content: '', reasoning: '', error });
const refusal = (seq: number, refused: string): ReplyRecord => ({
  seq,
  content: '',
  reasoning: '',
  error: undefined,
  refused,
});

const done = { state: 'done', regenerated: false } as const;

describe('answerOf', () => {
  it.each<[string, ReplyRecord[], Parameters<typeof answerOf>[1], string, string]>([
    ['texts joined', [text(1, '你', '想'), text(2, '好')], done, '你好', '想'],
    [
      'an error a paragraph of its own, with SPEC §8’s prefix',
      [text(1, '一半'), failure(2, '断了')],
      done,
      `一半\n\n${CHAT_MESSAGES.streamErrorPrefix}断了`,
      '',
    ],
    [
      'a refusal alone, without the text and reasoning before it, nor a prefix (issue 35)',
      [text(1, '无害的开头', '想'), refusal(2, '已经停止。')],
      done,
      '已经停止。',
      '',
    ],
    [
      'a stop cut at an event',
      [text(1, '一'), text(2, '二')],
      { state: 'stopped', throughSeq: 1, regenerated: false },
      `一\n\n${CHAT_MESSAGES.aborted}`,
      '',
    ],
  ])('%s', (_label, records, ending, content, reasoning) => {
    expect(answerOf(records, ending)).toMatchObject({ content, reasoning });
  });

  it('keeps no thinking time for a refused answer: its reasoning is withdrawn', () => {
    const answer = answerOf([text(1, '', '想'), refusal(2, '已经停止。')], {
      state: 'done',
      regenerated: false,
      thinkingMs: 900,
    });
    expect(answer).toEqual({ content: '已经停止。', reasoning: '', interrupted: false });
  });
});
