import { createDocxHandler } from './docx-handler';
import type { OfficeFormat } from './office-format';
import type { OfficePreview, OfficePreviewContent } from './office-preview';
import { createSlideHandler } from './pptx-handler';
import type { PreviewBudget } from './preview-budget';
import { readXmlPart, type XmlPartHandler } from './read-xml-part';
import {
  inflateZipEntry,
  readZipDirectory,
  type ZipEntryInfo,
  ZipFormatError,
  type ZipSource,
} from './read-zip-entries';
import {
  createRelationshipsHandler,
  createSharedStringsHandler,
  createSheetHandler,
  createWorkbookHandler,
} from './xlsx-handlers';

const SLIDE = /^ppt\/slides\/slide(\d+)\.xml$/;
const XLSX_PARTS = /^xl\/(?:workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/;

/** The parts each format's preview reads: nothing else of the zip is read or inflated. */
const WANTED: Record<OfficeFormat, (name: string) => boolean> = {
  docx: (name) => name === 'word/document.xml',
  pptx: (name) => SLIDE.test(name),
  xlsx: (name) => XLSX_PARTS.test(name),
};

/** Reads one part into a handler; a part that cannot be inflated ends the build as malformed. */
async function readPart(
  source: ZipSource,
  entry: ZipEntryInfo | undefined,
  handler: XmlPartHandler,
  budget: PreviewBudget,
): Promise<void> {
  if (!entry || budget.spent()) return;
  try {
    await readXmlPart(inflateZipEntry(source, entry), handler, budget);
  } catch (error) {
    if (!(error instanceof ZipFormatError)) throw error;
    budget.stop('malformed');
  }
}

/** The part a workbook relationship points at (`worksheets/sheet1.xml` or `/xl/worksheets/sheet1.xml`). */
function partOfTarget(target: string): string {
  const absolute = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const segments: string[] = [];
  for (const segment of absolute.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

async function buildDocx(source: ZipSource, entries: Map<string, ZipEntryInfo>, budget: PreviewBudget) {
  const handler = createDocxHandler(budget);
  await readPart(source, entries.get('word/document.xml'), handler, budget);
  return { format: 'docx', paragraphs: handler.paragraphs() } satisfies OfficePreviewContent;
}

async function buildPptx(source: ZipSource, entries: Map<string, ZipEntryInfo>, budget: PreviewBudget) {
  const slideNumber = (name: string) => Number(SLIDE.exec(name)?.[1]);
  const names = [...entries.keys()].sort((a, b) => slideNumber(a) - slideNumber(b));
  const slides: string[][] = [];
  for (const name of names) {
    if (budget.spent()) break;
    const handler = createSlideHandler(budget);
    await readPart(source, entries.get(name), handler, budget);
    slides.push(handler.paragraphs());
  }
  return { format: 'pptx', slides } satisfies OfficePreviewContent;
}

async function buildXlsx(source: ZipSource, entries: Map<string, ZipEntryInfo>, budget: PreviewBudget) {
  const workbook = createWorkbookHandler();
  await readPart(source, entries.get('xl/workbook.xml'), workbook, budget);
  const relationships = createRelationshipsHandler();
  await readPart(source, entries.get('xl/_rels/workbook.xml.rels'), relationships, budget);
  const sheets = workbook.sheets();
  const shown = sheets.find((sheet) => !sheet.hidden) ?? sheets[0];
  const target = shown ? relationships.targets().get(shown.relationshipId) : undefined;
  const part = target ? partOfTarget(target) : 'xl/worksheets/sheet1.xml';
  const shared = createSharedStringsHandler();
  await readPart(source, entries.get('xl/sharedStrings.xml'), shared, budget);
  const sheet = createSheetHandler(shared.strings(), budget);
  await readPart(source, entries.get(part), sheet, budget);
  return {
    format: 'xlsx',
    sheetName: shown?.name ?? 'Sheet1',
    sheetNames: sheets.map((each) => each.name),
    rows: sheet.rows(),
  } satisfies OfficePreviewContent;
}

/** Nothing to show, for a file whose zip cannot be read. */
function emptyContent(format: OfficeFormat): OfficePreviewContent {
  switch (format) {
    case 'docx':
      return { format, paragraphs: [] };
    case 'pptx':
      return { format, slides: [] };
    case 'xlsx':
      return { format, sheetName: '', sheetNames: [], rows: [] };
    default:
      return format satisfies never;
  }
}

/**
 * Builds the preview of a docx, pptx or xlsx: its text as paragraphs, its slides, or the first visible
 * sheet as a table (with every sheet's name). Only the parts holding that text are read from the zip,
 * each streamed and parsed as it inflates, within the budget: past a cap the preview holds what was read
 * and says why it stopped. A file that is not a readable zip gives an empty preview cut as `malformed`.
 */
export async function buildOfficePreview(
  source: ZipSource,
  format: OfficeFormat,
  budget: PreviewBudget,
): Promise<OfficePreview> {
  const entries = await readZipDirectory(source, WANTED[format], (count) => budget.takeBytes(count));
  if (!entries) {
    if (!budget.cut) budget.stop('malformed');
    return { content: emptyContent(format), cut: budget.cut };
  }
  const content =
    format === 'docx'
      ? await buildDocx(source, entries, budget)
      : format === 'pptx'
        ? await buildPptx(source, entries, budget)
        : await buildXlsx(source, entries, budget);
  return { content, cut: budget.cut };
}
