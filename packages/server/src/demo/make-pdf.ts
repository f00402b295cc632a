import type { DocumentText } from './make-office-documents';

const PAGE_WIDTH_PT = 595;
const PAGE_HEIGHT_PT = 842;
const CHARS_PER_LINE = 30;
const BODY_SIZE_PT = 14;
const LINE_HEIGHT_PT = 24;

/** UTF-16BE hex string, the form the UniGB-UCS2-H encoding reads. */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3000;
    hex += (code > 0xffff ? 0x3000 : code).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

function wrap(text: string, width: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += width) lines.push(chars.slice(i, i + width).join(''));
  return lines;
}

/**
 * A one-page PDF with a coloured title band, the title, the paragraphs and a small bar chart. Chinese
 * text uses the standard Adobe CJK font STSong-Light (UniGB-UCS2-H), which PDF readers supply
 * themselves, so no font is embedded and the file stays a few kilobytes.
 */
export function makePdf(text: DocumentText, accent: readonly [number, number, number]): Buffer {
  const [r, g, b] = accent.map((c) => (c / 255).toFixed(3));
  const ops: string[] = [
    `${r} ${g} ${b} rg 0 ${PAGE_HEIGHT_PT - 110} ${PAGE_WIDTH_PT} 110 re f`,
    'BT 1 1 1 rg /F1 26 Tf 50 770 Td',
    `${ucs2Hex(text.title)} Tj ET`,
  ];
  let y = 690;
  ops.push('0.15 0.15 0.2 rg');
  for (const paragraph of text.paragraphs) {
    const lines = wrap(`\u3000\u3000${paragraph}`, CHARS_PER_LINE);
    for (const line of lines) {
      if (y < 220) break;
      ops.push(`BT /F1 ${BODY_SIZE_PT} Tf 50 ${y} Td ${ucs2Hex(line)} Tj ET`);
      y -= LINE_HEIGHT_PT;
    }
    y -= 8;
  }
  // A small bar chart so the page is not text only.
  const bars = [0.55, 0.8, 0.65, 0.95, 0.7];
  bars.forEach((height, index) => {
    const shade = (0.4 + index * 0.1).toFixed(2);
    ops.push(`${r} ${shade} ${b} rg ${70 + index * 90} 80 60 ${Math.round(height * 110)} re f`);
  });
  ops.push('0.3 0.3 0.3 RG 1 w 60 78 m 530 78 l S');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH_PT} ${PAGE_HEIGHT_PT}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
