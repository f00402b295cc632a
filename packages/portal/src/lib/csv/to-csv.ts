/** One column of a CSV export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | null | undefined;
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection): such text is quoted with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV text (RFC 4180: CRLF lines, quoted cells where needed) that Excel opens correctly: a UTF-8
 * byte-order mark first (else Chinese text is misread), and text that would start a formula (`=`, `+`,
 * `-`, `@`) prefixed with `'`, so a file name or title from users never runs in the reader's spreadsheet.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((c) => cell(c.value(row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
