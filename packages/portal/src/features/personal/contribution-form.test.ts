import { describe, expect, it } from 'vitest';
import {
  type ContributionDraft,
  contributionErrorsOf,
  contributionInputOf,
  EMPTY_CONTRIBUTION,
  FILE_MISSING_MESSAGE,
  withPhase,
  withUpload,
} from './contribution-form';

const upload = { name: '认识钟表.pptx', title: '认识钟表', path: 'uploads/10001/k.pptx' };
const filled: ContributionDraft = {
  title: '认识钟表',
  phaseId: '2',
  gradeId: '23',
  subjectId: '02',
  file: { name: '认识钟表.pptx', path: 'uploads/10001/k.pptx' },
};

describe('withUpload', () => {
  it('takes the file and its name as the title when none was typed', () => {
    expect(withUpload(EMPTY_CONTRIBUTION, upload)).toMatchObject({ title: '认识钟表', file: { path: upload.path } });
  });
  it('keeps a title already typed', () => {
    expect(withUpload({ ...EMPTY_CONTRIBUTION, title: '钟表课件' }, upload).title).toBe('钟表课件');
  });
});

describe('withPhase', () => {
  it('clears the grade and subject of another phase, and keeps them for the same one', () => {
    expect(withPhase(filled, '3')).toMatchObject({ phaseId: '3', gradeId: '', subjectId: '' });
    expect(withPhase(filled, '2')).toBe(filled);
  });
});

describe('contributionInputOf', () => {
  it('files the upload with its title, phase, grade and subject', () => {
    expect(contributionInputOf(filled)).toEqual({
      title: '认识钟表',
      fileName: '认识钟表.pptx',
      path: 'uploads/10001/k.pptx',
      phaseId: '2',
      gradeId: '23',
      subjectId: '02',
    });
  });
  it('sends no grade when none was chosen', () => {
    expect(contributionInputOf({ ...filled, gradeId: '' })).not.toHaveProperty('gradeId');
  });
  it('is null until a file is uploaded', () => {
    expect(contributionInputOf({ ...filled, file: null })).toBeNull();
  });
});

describe('contributionErrorsOf', () => {
  it.each([
    { name: 'a complete draft', draft: filled, expected: {} },
    {
      name: 'an empty form',
      draft: EMPTY_CONTRIBUTION,
      expected: {
        file: FILE_MISSING_MESSAGE,
        title: '必填项不能为空',
        phaseId: '必填项不能为空',
        subjectId: '必填项不能为空',
      },
    },
    { name: 'a blank title', draft: { ...filled, title: '  ' }, expected: { title: '必填项不能为空' } },
    { name: 'a long title', draft: { ...filled, title: '课'.repeat(101) }, expected: { title: '不能超过 100 个字符' } },
    { name: 'no subject', draft: { ...filled, subjectId: '' }, expected: { subjectId: '必填项不能为空' } },
  ])('$name → $expected', ({ draft, expected }) => {
    expect(contributionErrorsOf(draft)).toEqual(expected);
  });
});
