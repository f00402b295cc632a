import { describe, expect, it } from 'vitest';
import { type CsvColumn, toCsv } from './to-csv';

type Row = { name: string | null; views: number | undefined };
const columns: CsvColumn<Row>[] = [
  { header: '名称', value: (row) => row.name },
  { header: '浏览', value: (row) => row.views },
];
const BOM = '\uFEFF';

describe('toCsv', () => {
  it.each([
    { name: 'plain cells', row: { name: '教案', views: 3 }, line: '教案,3' },
    { name: 'a comma is quoted', row: { name: '教案,第一课', views: 3 }, line: '"教案,第一课",3' },
    { name: 'quotes are doubled', row: { name: '“好”与"优"', views: 0 }, line: '"“好”与""优""",0' },
    { name: 'a line break is quoted', row: { name: '上\n下', views: 1 }, line: '"上\n下",1' },
    { name: 'a formula is defused', row: { name: '=HYPERLINK("x")', views: 1 }, line: `"'=HYPERLINK(""x"")",1` },
    { name: 'a leading @ or + is defused', row: { name: '@SUM(A1)', views: 1 }, line: "'@SUM(A1),1" },
    { name: 'a negative number stays a number', row: { name: '-', views: -2 }, line: "'-,-2" },
    { name: 'empty values are empty cells', row: { name: null, views: undefined }, line: ',' },
  ])('$name', ({ row, line }) => {
    expect(toCsv([row], columns)).toBe(`${BOM}名称,浏览\r\n${line}\r\n`);
  });

  it('writes the header alone for no rows', () => {
    expect(toCsv([], columns)).toBe(`${BOM}名称,浏览\r\n`);
  });
});
