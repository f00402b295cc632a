import { describe, expect, it } from 'vitest';
import { isAskableSelection, quoteSelection, SELECTION_QUOTE_MAX_CHARS, selectionQuestion } from './selection-question';

describe('quoteSelection', () => {
  it.each([
    ['one line', '叶县教育', '> 叶县教育'],
    ['runs of spaces and tabs', '  两研\t 一刊  ', '> 两研 一刊'],
    ['several lines and blank ones', '第一段\r\n\r\n 第二段 \n', '> 第一段\n> 第二段'],
  ])('quotes %s', (_label, text, expected) => {
    expect(quoteSelection(text)).toBe(expected);
  });

  it('cuts a long selection at the limit without splitting a character', () => {
    const quoted = quoteSelection('𠀀'.repeat(SELECTION_QUOTE_MAX_CHARS + 5));
    expect(quoted).toBe(`> ${'𠀀'.repeat(SELECTION_QUOTE_MAX_CHARS)}…`);
  });
});

describe('selectionQuestion', () => {
  it.each([
    ['explain', '请解释下面这段内容：\n\n> 课后服务'],
    ['simplify', '请用更简单易懂的话改写下面这段内容：\n\n> 课后服务'],
    ['translate', '请翻译下面这段内容（中文译成英文，其他语言译成中文）：\n\n> 课后服务'],
    ['quiz', '请根据下面这段内容出 3 道练习题，并附上答案：\n\n> 课后服务'],
  ] as const)('%s', (action, question) => {
    expect(selectionQuestion(action, ' 课后服务 ')).toBe(question);
  });
});

describe('isAskableSelection', () => {
  it.each([
    ['', false],
    ['  字 ', false],
    ['叶县', true],
    ['ab', true],
  ])('%j → %s', (text, expected) => {
    expect(isAskableSelection(text)).toBe(expected);
  });
});
