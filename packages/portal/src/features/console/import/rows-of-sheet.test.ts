import { describe, expect, it } from 'vitest';
import { rowsOfSheet } from './rows-of-sheet';

describe('rowsOfSheet', () => {
  it('reads the columns by their names, in any order, numbering rows as the sheet does', () => {
    const result = rowsOfSheet([
      ['姓名', '账号', '学校', '手机号', '备注'],
      ['张三', 'zhangsan', '叶县实验学校', 13800000000, '新教师'],
      [null, '', '', '', ''],
      ['李四', 'lisi', ' 叶县第二初级中学 ', '', ''],
    ]);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          username: 'zhangsan',
          userName: '张三',
          phone: '13800000000',
          schoolName: '叶县实验学校',
          subjectName: '',
        },
        { row: 4, username: 'lisi', userName: '李四', phone: '', schoolName: '叶县第二初级中学', subjectName: '' },
      ],
    });
  });

  it.each([
    ['an empty sheet', [], '表格是空的：第一行应为列名（账号、姓名、手机号、学校、学科）'],
    [
      'a sheet without the name columns',
      [
        ['用户名', '学校'],
        ['a', 'b'],
      ],
      '表格缺少列：账号、姓名（第一行应为列名）',
    ],
    [
      'a header and nothing else',
      [
        ['账号', '姓名', '学校'],
        ['', '', ''],
      ],
      '表格中没有教师：第一行列名之后至少需要一行',
    ],
  ])('refuses %s', (_label, cells, message) => {
    expect(rowsOfSheet(cells)).toEqual({ ok: false, message });
  });
});
