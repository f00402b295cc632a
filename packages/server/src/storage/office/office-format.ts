/** The office formats previewed from their XML: Word, PowerPoint and Excel (Office Open XML). */
export type OfficeFormat = 'docx' | 'pptx' | 'xlsx';

/** True for the extensions a preview is built for. */
export function isOfficeFormat(ext: string): ext is OfficeFormat {
  return ext === 'docx' || ext === 'pptx' || ext === 'xlsx';
}
