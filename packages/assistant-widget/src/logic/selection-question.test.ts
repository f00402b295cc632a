import { describe, expect, it } from 'vitest';
import {
  isAskableSelection,
  quoteSelection,
  SELECTION_QUOTE_MAX_CHARS,
  selectionActionsFor,
  selectionQuestion,
} from './selection-question';
import { DEFAULT_SIMPLIFY_GRADE, TEACHER_TOOLS } from './teacher-tools';

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
  ] as const)('%s', (action, question) => {
    expect(selectionQuestion(action, ' 课后服务 ')).toBe(question);
  });

  it.each([
    ['quiz', 'exercises'],
    ['lesson-outline', 'lesson-outline'],
    ['simplify-for-grade', 'simplify'],
  ] as const)("%s asks the teacher tool's own request (one prompt for panel and bubble)", (action, toolId) => {
    const tool = TEACHER_TOOLS.find((each) => each.id === toolId);
    expect(selectionQuestion(action, ' 课后服务 ', '初中二年级')).toBe(tool?.prompt('> 课后服务', '初中二年级'));
  });

  it('simplifies for the default grade when none is chosen', () => {
    expect(selectionQuestion('simplify-for-grade', '课后服务')).toContain(`适合${DEFAULT_SIMPLIFY_GRADE}学生`);
  });
});

describe('selectionActionsFor', () => {
  const labels = (mode: Parameters<typeof selectionActionsFor>[0]) =>
    selectionActionsFor(mode).map((item) => item.label);

  it('offers a teacher 出题, 教案提纲 and 按年级简化 beside 解释 and 翻译', () => {
    expect(labels('teacher')).toEqual(['解释', '翻译', '出题', '教案提纲', '按年级简化']);
  });

  it.each(['primary', 'secondary', 'visitor', undefined] as const)('keeps the four actions for %s', (mode) => {
    expect(labels(mode)).toEqual(['解释', '简化', '翻译', '出题']);
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
