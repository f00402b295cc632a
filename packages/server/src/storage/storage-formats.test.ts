import { describe, expect, it } from 'vitest';
import { downloadNameOf } from './storage-formats';

describe('downloadNameOf', () => {
  it.each([
    ['报告.html', 'uploads/1/a/report.pdf', '报告.pdf'],
    ['报告.pdf', 'uploads/1/a/report.pdf', '报告.pdf'],
    ['通知.PDF', 'uploads/1/a/report.pdf', '通知.PDF'],
    ['教学设计', 'uploads/1/a/plan.docx', '教学设计.docx'],
    ['v1.2 计划.xhtml', 'uploads/1/a/plan.docx', 'v1.2 计划.docx'],
    ['a.pdf.html', 'uploads/1/a/report.pdf', 'a.pdf.pdf'],
    ['.html', 'uploads/1/a/report.pdf', 'file.pdf'],
    ['   ', 'uploads/1/a/report.pdf', 'file.pdf'],
    ['readme.txt', 'uploads/1/a/no-extension', 'readme'],
  ])('%j stored as %j downloads as %j', (fileName, key, expected) => {
    expect(downloadNameOf(fileName, key)).toBe(expected);
  });
});
