import { saveTextFile } from '../../lib/csv/save-text-file';
import { type CsvColumn, toCsv } from '../../lib/csv/to-csv';
import { showToast } from '../../lib/toast';
import { consoleErrorText } from './console-error-text';

/**
 * Downloads a whole console list (every page, as `load` reads it) as a CSV file named after the list and
 * today's date, or says in a toast why it could not be read.
 */
export async function exportCsvList<Row>(
  title: string,
  load: () => Promise<readonly Row[]>,
  columns: readonly CsvColumn<Row>[],
): Promise<void> {
  try {
    const rows = await load();
    saveTextFile(
      `${title}-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(rows, columns),
      'text/csv;charset=utf-8',
    );
  } catch (error) {
    showToast(consoleErrorText(error), 'error');
  }
}
