import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contributionStateOf, mayContributeResources, resourceSubmitInputSchema } from './resource-submissions';

describe('contributionStateOf', () => {
  it.each([
    { state: 'pending', withdrawn: false, expected: 'pending' },
    { state: 'rejected', withdrawn: false, expected: 'rejected' },
    { state: 'approved', withdrawn: false, expected: 'published' },
    { state: 'approved', withdrawn: true, expected: 'withdrawn' },
  ] as const)('$state (withdrawn: $withdrawn) → $expected', ({ state, withdrawn, expected }) => {
    expect(contributionStateOf({ state, withdrawn })).toBe(expected);
  });
});

describe('mayContributeResources', () => {
  it.each([
    { roleId: '3', expected: true },
    { roleId: 1, expected: true },
    { roleId: '22', expected: true },
    { roleId: undefined, expected: true },
    { roleId: '4', expected: false },
    { roleId: 4, expected: false },
  ])('role $roleId → $expected', ({ roleId, expected }) => {
    expect(mayContributeResources(roleId)).toBe(expected);
  });
});

describe('resourceSubmitInputSchema', () => {
  const valid = {
    title: '认识钟表',
    fileName: '认识钟表.pdf',
    path: 'uploads/10001/a.pdf',
    phaseId: '2',
    subjectId: '02',
  };
  it.each([
    { title: '', message: '必填项不能为空' },
    { title: '   ', message: '必填项不能为空' },
    { title: '题'.repeat(101), message: '不能超过 100 个字符' },
  ])('refuses the title "$title" with "$message"', ({ title, message }) => {
    const result = z.safeParse(resourceSubmitInputSchema, { ...valid, title });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'], message });
  });

  it.each(['phaseId', 'subjectId'])('requires the %s', (field) => {
    const result = z.safeParse(resourceSubmitInputSchema, { ...valid, [field]: '' });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: '必填项不能为空' });
  });

  it('accepts a title with its phase, grade and subject, and refuses an unknown field', () => {
    expect(z.safeParse(resourceSubmitInputSchema, valid).success).toBe(true);
    expect(z.safeParse(resourceSubmitInputSchema, { ...valid, gradeId: '23' }).success).toBe(true);
    expect(z.safeParse(resourceSubmitInputSchema, { ...valid, uploaderUid: '10002' }).success).toBe(false);
  });
});
