import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/browser';
import { rowsOfSheet, type SheetCell, type SheetRows } from './rows-of-sheet';

/**
 * The teachers of an .xlsx or .csv file chosen in the browser (this module, with its readers, loads only
 * when the import dialog reads a file). Nothing is sent: the preview asks the server for each row's fate.
 */
export async function readTeacherSheet(file: File): Promise<SheetRows> {
  const name = file.name.toLowerCase();
  try {
    // Cells arrive as text, numbers, booleans, dates or null: what rowsOfSheet turns into text.
    if (name.endsWith('.xlsx')) return rowsOfSheet((await readSheet(file)) as SheetCell[][]);
    if (name.endsWith('.csv')) {
      // Excel saves CSV with a byte-order mark; papaparse drops it with the header row's first name intact.
      const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
      return rowsOfSheet(parsed.data);
    }
    return { ok: false, message: '请选择 .xlsx 或 .csv 格式的表格' };
  } catch {
    return { ok: false, message: '表格无法读取：请确认文件是 Excel（.xlsx）或 CSV 格式且未损坏' };
  }
}
