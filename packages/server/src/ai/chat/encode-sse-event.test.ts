import { describe, expect, it } from 'vitest';
import { formatSseEvents } from './encode-sse-event';

describe('formatSseEvents', () => {
  it('joins neighbouring deltas of a kind into one frame and keeps the order of kinds', () => {
    expect(
      formatSseEvents([
        { type: 'reasoning', text: '想' },
        { type: 'reasoning', text: '一想' },
        { type: 'content', text: '你' },
        { type: 'content', text: '好' },
        { type: 'reasoning', text: '再想' },
        { type: 'content', text: '"！"' },
      ]),
    ).toBe(
      'data: {"choices":[{"content":"","reasoning_content":"想一想"}]}\n\n' +
        'data: {"choices":[{"content":"你好","reasoning_content":""}]}\n\n' +
        'data: {"choices":[{"content":"","reasoning_content":"再想"}]}\n\n' +
        'data: {"choices":[{"content":"\\"！\\"","reasoning_content":""}]}\n\n',
    );
  });

  it('never joins across an error, and writes nothing for no events', () => {
    expect(
      formatSseEvents([
        { type: 'content', text: '部分' },
        { type: 'error', message: '出错了' },
        { type: 'content', text: '后' },
      ]),
    ).toBe(
      'data: {"choices":[{"content":"部分","reasoning_content":""}]}\n\n' +
        'data: {"error":"出错了"}\n\n' +
        'data: {"choices":[{"content":"后","reasoning_content":""}]}\n\n',
    );
    expect(formatSseEvents([])).toBe('');
  });
});
