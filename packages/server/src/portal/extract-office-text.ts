import { inflateRawSync } from 'node:zlib';

/** Reads the entries of a zip (deflate or stored) into a map of name → bytes; bad archives give {}. */
function readZip(bytes: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 30 <= bytes.length && bytes.readUInt32LE(offset) === 0x04034b50) {
    const method = bytes.readUInt16LE(offset + 8);
    const compressed = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    const name = bytes.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    const data = bytes.subarray(start, start + compressed);
    try {
      entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    } catch {
      return entries;
    }
    offset = start + compressed;
  }
  return entries;
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
 * The readable text of a docx, pptx or xlsx as paragraphs (slides and rows become lines), so the
 * preview dialog can show office files without an office suite. Files written with a data descriptor
 * (sizes after the data) are not read; they preview as empty and can still be downloaded.
 */
export function extractOfficeText(bytes: Buffer, ext: string): string[] {
  const zip = readZip(bytes);
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
  if (ext === 'xlsx') {
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
  return [];
}
