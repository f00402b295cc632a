import { describe, expect, it } from 'vitest';
import { groupRows, recordsOf } from './reply-event-rows';

const event = (replyId: string, seq: number, content: string, error?: string) => ({
  replyId,
  seq,
  content,
  reasoning: seq === 1 ? '想' : '',
  error,
});

describe('groupRows and recordsOf', () => {
  it('stores each reply’s events of a batch as one row, read back as they were', () => {
    const rows = groupRows([event('a', 1, '一'), event('b', 4, '四'), event('a', 2, '', '断了"引号"')]);
    expect(rows.map(({ reply_id, first_seq, last_seq }) => [reply_id, first_seq, last_seq])).toEqual([
      ['a', 1, 2],
      ['b', 4, 4],
    ]);
    expect(recordsOf(rows[0] ?? { events: '' })).toEqual([
      { seq: 1, content: '一', reasoning: '想', error: undefined },
      { seq: 2, content: '', reasoning: '', error: '断了"引号"' },
    ]);
  });

  it('keeps a refusal (issue 35) and reads rows stored before refusals existed', () => {
    const [row] = groupRows([
      { ...event('a', 1, '无害'), error: undefined },
      { replyId: 'a', seq: 2, content: '', reasoning: '', error: undefined, refused: '已经停止。' },
    ]);
    expect(row?.events).toBe('[[1,"无害","想",null],[2,"","",null,"已经停止。"]]');
    expect(recordsOf(row ?? { events: '' })).toEqual([
      { seq: 1, content: '无害', reasoning: '想', error: undefined },
      { seq: 2, content: '', reasoning: '', error: undefined, refused: '已经停止。' },
    ]);
  });

  it.each(['', '{', '[["x","y","z",null]]', '{"seq":1}'])('reads a row edited by hand (%j) as no events', (events) => {
    expect(recordsOf({ events })).toEqual([]);
  });
});
