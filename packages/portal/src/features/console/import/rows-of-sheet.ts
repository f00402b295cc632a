import { TEACHER_IMPORT_COLUMNS, type TeacherImportRow } from '@edu/api-client';

/** A cell as a spreadsheet reader gives it. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** The outcome of reading a sheet: its rows, or what is wrong with the sheet as a whole. */
export type SheetRows = { ok: true; rows: TeacherImportRow[] } | { ok: false; message: string };

const text = (cell: SheetCell) => {
  if (cell === null || cell === undefined) return '';
  // A phone number typed into Excel arrives as a number: 13800000000, never 1.38e10.
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/**
 * The teachers of a sheet: the first row names the columns (账号, 姓名, 手机号, 学校, 学科, in any order;
 * other columns are ignored); every later row that is not blank is a teacher, numbered by its line in the
 * sheet (the header is line 1), so a refused row is named as the administrator sees it in Excel.
 */
export function rowsOfSheet(cells: readonly (readonly SheetCell[])[]): SheetRows {
  const [header, ...lines] = cells;
  if (!header) return { ok: false, message: '表格是空的：第一行应为列名（账号、姓名、手机号、学校、学科）' };
  const names = header.map(text);
  const columnOf = new Map<string, number>();
  const missing: string[] = [];
  for (const column of TEACHER_IMPORT_COLUMNS) {
    const index = names.indexOf(column.header);
    if (index === -1 && column.key !== 'subjectName' && column.key !== 'phone') missing.push(column.header);
    columnOf.set(column.key, index);
  }
  if (missing.length > 0) return { ok: false, message: `表格缺少列：${missing.join('、')}（第一行应为列名）` };
  const cellOf = (line: readonly SheetCell[], key: string) => {
    const index = columnOf.get(key) ?? -1;
    return index === -1 ? '' : text(line[index]);
  };
  const rows: TeacherImportRow[] = [];
  lines.forEach((line, index) => {
    if (line.every((cell) => text(cell) === '')) return;
    rows.push({
      row: index + 2,
      username: cellOf(line, 'username'),
      userName: cellOf(line, 'userName'),
      phone: cellOf(line, 'phone'),
      schoolName: cellOf(line, 'schoolName'),
      subjectName: cellOf(line, 'subjectName'),
    });
  });
  if (rows.length === 0) return { ok: false, message: '表格中没有教师：第一行列名之后至少需要一行' };
  return { ok: true, rows };
}
