import { describe, expect, it } from 'vitest';
import { GUIDE_STOP_TERMS } from './guide-vocabulary';
import { tokenizeChinese } from './tokenize-chinese';

describe('tokenizeChinese', () => {
  it.each([
    { text: '怎么参加比赛', includes: ['参加', '比赛'], excludes: ['怎么', '么参'] },
    { text: '在哪里看名师课堂', includes: ['名师', '课堂'], excludes: ['哪里', '看名'] },
    { text: '两研一刊是什么', includes: ['两研', '一刊'], excludes: ['什么', '刊是'] },
    { text: 'AI助手，能做什么？', includes: ['ai', '助手'], excludes: ['，', '？'] },
  ])('splits "$text" into searchable terms without question words', ({ text, includes, excludes }) => {
    const terms = tokenizeChinese(text, GUIDE_STOP_TERMS);
    for (const term of includes) expect(terms).toContain(term);
    for (const term of excludes) expect(terms).not.toContain(term);
  });

  it('keeps every word when no stop terms are given', () => {
    expect(tokenizeChinese('怎么参加')).toEqual(expect.arrayContaining(['怎么', '参加', '么参']));
  });
});
