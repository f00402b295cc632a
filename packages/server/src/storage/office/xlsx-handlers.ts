import type { PreviewBudget } from './preview-budget';
import type { XmlPartHandler } from './read-xml-part';

/** A sheet as `xl/workbook.xml` lists it. */
export interface WorkbookSheet {
  name: string;
  /** The relationship id naming its part in `xl/_rels/workbook.xml.rels`. */
  relationshipId: string;
  hidden: boolean;
}

/** One row of the sheet shown: its number in the sheet, and its cells from column A up to the last read. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Reads the workbook's sheet list, in order. */
export function createWorkbookHandler(): XmlPartHandler & { sheets(): WorkbookSheet[] } {
  const sheets: WorkbookSheet[] = [];
  return {
    open(name, attributes) {
      if (name !== 'sheet') return;
      sheets.push({
        name: attributes.name ?? `Sheet${sheets.length + 1}`,
        relationshipId: attributes['r:id'] ?? '',
        hidden: attributes.state === 'hidden' || attributes.state === 'veryHidden',
      });
    },
    text() {},
    close() {},
    sheets: () => sheets,
  };
}

/** Reads a relationships part into id → target. */
export function createRelationshipsHandler(): XmlPartHandler & { targets(): Map<string, string> } {
  const targets = new Map<string, string>();
  return {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id && attributes.Target) targets.set(attributes.Id, attributes.Target);
    },
    text() {},
    close() {},
    targets: () => targets,
  };
}

/**
 * Reads `xl/sharedStrings.xml`: each `si` is one string, the text of its `t` elements (rich-text runs
 * joined), leaving out the phonetic guides (`rPh`) Japanese and Chinese workbooks may carry. Their size is
 * bounded by the preview's byte cap; only what a shown cell uses counts as shown text.
 */
export function createSharedStringsHandler(): XmlPartHandler & { strings(): string[] } {
  const strings: string[] = [];
  let current: string | undefined;
  let inText = 0;
  let inPhonetic = 0;
  return {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't') inText += 1;
      else if (name === 'rPh') inPhonetic += 1;
    },
    text(text) {
      if (current !== undefined && inText > 0 && inPhonetic === 0) current += text;
    },
    close(name) {
      if (name === 't') inText = Math.max(0, inText - 1);
      else if (name === 'rPh') inPhonetic = Math.max(0, inPhonetic - 1);
      else if (name === 'si') {
        strings.push(current ?? '');
        current = undefined;
      }
    },
    strings: () => strings,
  };
}

/** Excel's last column, XFD. */
const MAX_COLUMNS = 16_384;

/** The zero-based column of a cell reference (`C7` → 2), or undefined when it names none. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(reference ?? '')?.[1]?.toUpperCase();
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column <= MAX_COLUMNS ? column - 1 : undefined;
}

/** What a cell shows, by its type (`t`): a shared string, a boolean, an inline string, or the value as written. */
function displayOf(type: string | undefined, value: string, inline: string, shared: readonly string[]): string {
  switch (type) {
    case 's':
      return shared[Number.parseInt(value, 10)] ?? '';
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
    case 'inlineStr':
      return inline;
    default:
      return value;
  }
}

/**
 * Reads a worksheet into rows of cell texts. A cell lands in its column (from its `r` reference; the next
 * column when it has none); the empty cells before it in its row are filled in, and each cell counts one
 * character of the text budget besides its text, so a sparse sheet (one cell in column XFD) cannot grow
 * the table past the cap. Rows without any text are dropped. Numbers and dates show as stored.
 */
export function createSheetHandler(
  shared: readonly string[],
  budget: PreviewBudget,
): XmlPartHandler & { rows(): SheetRow[] } {
  const rows: SheetRow[] = [];
  let row: SheetRow | undefined;
  let cell: { column: number; type: string | undefined; value: string; inline: string } | undefined;
  let inValue = 0;
  let inInline = 0;
  let inInlineText = 0;
  let inPhonetic = 0;
  const finishCell = () => {
    if (!row || !cell) return;
    const text = displayOf(cell.type, cell.value, cell.inline, shared);
    const padding = Math.max(0, cell.column - row.cells.length);
    const wanted = padding + 1 + text.length;
    const fits = budget.takeText(wanted);
    if (fits >= padding + 1) {
      for (let index = 0; index < padding; index++) row.cells.push('');
      row.cells.push(text.slice(0, fits - padding - 1));
    }
    cell = undefined;
  };
  const finishRow = () => {
    finishCell();
    if (row?.cells.some((text) => text.trim() !== '')) rows.push(row);
    row = undefined;
  };
  return {
    open(name, attributes) {
      if (name === 'row') {
        finishRow();
        const number = Number.parseInt(attributes.r ?? '', 10);
        row = { number: Number.isFinite(number) && number > 0 ? number : (rows.at(-1)?.number ?? 0) + 1, cells: [] };
      } else if (name === 'c' && row) {
        finishCell();
        cell = { column: columnOf(attributes.r) ?? row.cells.length, type: attributes.t, value: '', inline: '' };
      } else if (name === 'v') inValue += 1;
      else if (name === 'is') inInline += 1;
      else if (name === 't' && inInline > 0) inInlineText += 1;
      else if (name === 'rPh') inPhonetic += 1;
    },
    text(text) {
      if (!cell) return;
      if (inValue > 0) cell.value += text;
      else if (inInlineText > 0 && inPhonetic === 0) cell.inline += text;
    },
    close(name) {
      if (name === 'v') inValue = Math.max(0, inValue - 1);
      else if (name === 't') inInlineText = Math.max(0, inInlineText - 1);
      else if (name === 'is') inInline = Math.max(0, inInline - 1);
      else if (name === 'rPh') inPhonetic = Math.max(0, inPhonetic - 1);
      else if (name === 'c') finishCell();
      else if (name === 'row') finishRow();
    },
    rows() {
      finishRow();
      return rows;
    },
  };
}
