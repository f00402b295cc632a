import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_CHARS, commentProblem } from './comment-draft';

describe('commentProblem', () => {
  it.each([
    ['', '请输入评论内容'],
    ['   \n ', '请输入评论内容'],
    ['很好', null],
    ['  很好  ', null],
    ['好'.repeat(COMMENT_MAX_CHARS), null],
    [` ${'好'.repeat(COMMENT_MAX_CHARS)} `, null],
    ['好'.repeat(COMMENT_MAX_CHARS + 1), `评论不能超过 ${COMMENT_MAX_CHARS} 个字`],
    ['😀'.repeat(COMMENT_MAX_CHARS / 2), null],
    ['😀'.repeat(COMMENT_MAX_CHARS / 2 + 1), `评论不能超过 ${COMMENT_MAX_CHARS} 个字`],
  ])('%j → %j', (draft, expected) => {
    expect(commentProblem(draft)).toBe(expected);
  });
});
