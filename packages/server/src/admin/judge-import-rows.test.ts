import type { TeacherImportRow } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { judgeImportRows } from './judge-import-rows';

const lookups = {
  takenUsernames: new Set(['teacher']),
  schoolIdsByName: new Map([['叶县实验学校', 's1']]),
  subjectIdsByName: new Map([['语文', '01']]),
};

const row = (fields: Partial<TeacherImportRow> & { row: number }): TeacherImportRow => ({
  username: `t${fields.row}`,
  userName: '张老师',
  phone: '13800000000',
  schoolName: '叶县实验学校',
  subjectName: '语文',
  ...fields,
});

describe('judgeImportRows', () => {
  it.each([
    ['a good row', row({ row: 2 }), []],
    ['an empty account', row({ row: 2, username: ' ' }), ['账号：必填项不能为空']],
    ['an account with other characters', row({ row: 2, username: 'wang-li' }), ['账号：账号只能包含字母和数字']],
    ['an account that exists', row({ row: 2, username: 'teacher' }), ['账号：teacher 已存在']],
    ['no name', row({ row: 2, userName: '' }), ['姓名：必填项不能为空']],
    ['a bad phone', row({ row: 2, phone: '12345' }), ['手机号：请输入正确的手机号码']],
    ['no phone (optional)', row({ row: 2, phone: '' }), []],
    ['an unknown school', row({ row: 2, schoolName: '火星小学' }), ['学校：没有名为“火星小学”的学校']],
    ['an unknown subject', row({ row: 2, subjectName: '魔法' }), ['学科：没有名为“魔法”的学科']],
    [
      'several problems at once',
      row({ row: 2, username: '', userName: '', schoolName: '' }),
      ['账号：必填项不能为空', '姓名：必填项不能为空', '学校：必填项不能为空'],
    ],
  ])('%s', (_label, input, reasons) => {
    const { fates, accepted } = judgeImportRows([input], lookups);
    expect(fates[0]?.reasons).toEqual(reasons);
    expect(fates[0]?.fate).toBe(reasons.length ? 'refuse' : 'create');
    expect(accepted).toHaveLength(reasons.length ? 0 : 1);
  });

  it('refuses the later of two rows naming the same account, and names the first', () => {
    const { fates, accepted } = judgeImportRows(
      [row({ row: 2, username: 'li' }), row({ row: 3, username: 'li' })],
      lookups,
    );
    expect(fates.map((fate) => fate.reasons)).toEqual([[], ['账号：与第 2 行重复']]);
    expect(accepted.map((entry) => entry.row)).toEqual([2]);
  });

  it('gives each accepted row the ids of its school and subject', () => {
    const { accepted } = judgeImportRows([row({ row: 5, subjectName: '' })], lookups);
    expect(accepted).toEqual([
      {
        row: 5,
        username: 't5',
        userName: '张老师',
        phone: '13800000000',
        schoolId: 's1',
        schoolName: '叶县实验学校',
        subjectId: undefined,
      },
    ]);
  });
});
