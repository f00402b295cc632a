/** The office formats previewed as text. */
export type OfficeFormat = 'docx' | 'pptx' | 'xlsx';

/** True for the extensions {@link extractOfficeText} reads. */
export function isOfficeFormat(ext: string): ext is OfficeFormat {
  return ext === 'docx' || ext === 'pptx' || ext === 'xlsx';
}

/** The zip entries that hold a format's text: only these are read and inflated. */
export function officeTextEntry(ext: OfficeFormat): (name: string) => boolean {
  switch (ext) {
    case 'docx':
      return (name) => name === 'word/document.xml';
    case 'pptx':
      return (name) => /^ppt\/slides\/slide\d+\.xml$/.test(name);
    case 'xlsx':
      return (name) => name === 'xl/worksheets/sheet1.xml';
    default:
      return ext satisfies never;
  }
}

function texts(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}

/**
 * The readable text of a docx, pptx or xlsx as paragraphs (slides and rows become lines), from the zip
 * entries {@link officeTextEntry} selected, so the preview dialog can show office files without an
 * office suite.
 */
export function extractOfficeText(zip: ReadonlyMap<string, Buffer>, ext: OfficeFormat): string[] {
  if (ext === 'docx') {
    const xml = zip.get('word/document.xml')?.toString('utf8') ?? '';
    return xml
      .split('</w:p>')
      .map((p) => texts(p, 'w:t').join(''))
      .filter((line) => line.length > 0);
  }
  if (ext === 'pptx') {
    const slides = [...zip.keys()]
      .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
    return slides.map((name) => texts(zip.get(name)?.toString('utf8') ?? '', 'a:t').join(' '));
  }
  const xml = zip.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
  return xml
    .split('</row>')
    .map((row) =>
      [...row.matchAll(/<c [^>]*>(?:<is><t>([^<]*)<\/t><\/is>|<v>([^<]*)<\/v>)<\/c>/g)]
        .map((m) => m[1] ?? m[2] ?? '')
        .join('　|　'),
    )
    .filter((line) => line.length > 0);
}
