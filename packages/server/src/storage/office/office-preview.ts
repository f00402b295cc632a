import type { PreviewCut } from './preview-budget';
import type { SheetRow } from './xlsx-handlers';

/** A paragraph of a Word document: its text (tabs and line breaks kept) and, for a heading, its level. */
export interface DocumentParagraph {
  text: string;
  /** 1 for a title or first-level heading, 2 and 3 below it; absent for body text. */
  heading?: 1 | 2 | 3;
}

/** What a preview shows: a document's paragraphs, the slides' paragraphs, or the first sheet as a table. */
export type OfficePreviewContent =
  | { format: 'docx'; paragraphs: DocumentParagraph[] }
  | { format: 'pptx'; slides: string[][] }
  | {
      format: 'xlsx';
      /** The sheet shown: the workbook's first visible sheet. */
      sheetName: string;
      /** Every sheet's name, in the workbook's order (the note names how many there are). */
      sheetNames: string[];
      /** The shown sheet's rows with text, each from column A to its last cell (empty cells as ''). */
      rows: SheetRow[];
    };

/** A built preview: what it shows, and why it stops short when it does. */
export interface OfficePreview {
  content: OfficePreviewContent;
  cut: PreviewCut | undefined;
}

/** True when a preview has nothing to show (then the file is "无法在线预览" when it was cut). */
export function isEmptyPreview(content: OfficePreviewContent): boolean {
  switch (content.format) {
    case 'docx':
      return content.paragraphs.length === 0;
    case 'pptx':
      return content.slides.every((slide) => slide.length === 0);
    case 'xlsx':
      return content.rows.length === 0;
    default:
      return content satisfies never;
  }
}
