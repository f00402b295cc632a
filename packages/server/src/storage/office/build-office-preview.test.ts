import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeZip, type ZipEntry } from '../../demo/write-zip';
import { officePreviewOfBytes } from '../../testing/office-preview-of-bytes';
import type { OfficePreviewContent } from './office-preview';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const docx = (body: string) =>
  writeZip([
    { name: 'word/document.xml', data: `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>` },
  ]);
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;

const slide = (texts: string[]) =>
  `<p:sld><p:cSld><p:spTree><p:sp><p:txBody>${texts.map((text) => `<a:p><a:r><a:t>${text}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;

interface Workbook {
  sheets: { name: string; id: string; state?: string }[];
  rels: [string, string][];
  shared?: string;
  parts: Record<string, string>;
}
const xlsx = (book: Workbook) =>
  writeZip([
    {
      name: 'xl/workbook.xml',
      data: `<workbook><sheets>${book.sheets
        .map(
          (sheet) =>
            `<sheet name="${sheet.name}" sheetId="1" r:id="${sheet.id}"${sheet.state ? ` state="${sheet.state}"` : ''}/>`,
        )
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships>${book.rels.map(([id, target]) => `<Relationship Id="${id}" Target="${target}"/>`).join('')}</Relationships>`,
    },
    ...(book.shared === undefined ? [] : [{ name: 'xl/sharedStrings.xml', data: `<sst>${book.shared}</sst>` }]),
    ...Object.entries(book.parts).map(
      ([name, data]): ZipEntry => ({ name, data: `<worksheet><sheetData>${data}</sheetData></worksheet>` }),
    ),
  ]);

describe('buildOfficePreview', () => {
  it.each<[string, Buffer, 'docx' | 'pptx' | 'xlsx', OfficePreviewContent]>([
    [
      'docx paragraphs with headings, tabs, breaks, entities; deleted and field text left out',
      docx(
        [
          `<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr>${run('教学设计')}</w:p>`,
          `<w:p><w:pPr><w:pStyle w:val="2"/></w:pPr>${run('一、教学目标')}</w:p>`,
          `<w:p>${run('理解 a &lt; b &amp; c')}<w:r><w:tab/></w:r>${run('第二列')}<w:r><w:br/></w:r>${run('下一行')}</w:p>`,
          `<w:p><w:del><w:r><w:delText>删掉的</w:delText></w:r></w:del><w:r><w:instrText>PAGE</w:instrText></w:r>${run('保留的')}</w:p>`,
          '<w:p></w:p><w:p><w:r><w:t>   </w:t></w:r></w:p>',
          `<w:p>${run('外')}<w:r><w:txbxContent><w:p>${run('文本框')}</w:p></w:txbxContent></w:r>${run('段')}</w:p>`,
        ].join(''),
      ),
      'docx',
      {
        format: 'docx',
        paragraphs: [
          { text: '教学设计', heading: 1 },
          { text: '一、教学目标', heading: 2 },
          { text: '理解 a < b & c\t第二列\n下一行' },
          { text: '保留的' },
          { text: '文本框' },
          { text: '外段' },
        ],
      },
    ],
    [
      'pptx slides in their numeric order, one paragraph per a:p',
      writeZip([
        { name: 'ppt/slides/slide10.xml', data: slide(['第十页']) },
        { name: 'ppt/slides/slide2.xml', data: slide(['第二页标题', '要点']) },
        { name: 'ppt/slides/slide1.xml', data: slide(['封面']) },
        { name: 'ppt/slideLayouts/slideLayout1.xml', data: slide(['版式里的字不算']) },
      ]),
      'pptx',
      { format: 'pptx', slides: [['封面'], ['第二页标题', '要点'], ['第十页']] },
    ],
    [
      'xlsx: shared, inline, rich and boolean cells in their columns; phonetic guides left out',
      xlsx({
        sheets: [
          { name: '成绩', id: 'rId1' },
          { name: '说明', id: 'rId2' },
        ],
        rels: [
          ['rId1', 'worksheets/sheet1.xml'],
          ['rId2', 'worksheets/sheet2.xml'],
        ],
        shared:
          '<si><t>姓名</t></si><si><t>分数</t></si><si><r><t>张</t></r><r><t>三</t></r><rPh><t>zhang</t></rPh></si>',
        parts: {
          'xl/worksheets/sheet1.xml':
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
            '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>95</v></c><c r="D2" t="b"><v>1</v></c></row>' +
            '<row r="3"><c r="A3"/></row>' +
            '<row r="5"><c r="C5" t="inlineStr"><is><t>备注 &amp; 说明</t></is></c></row>',
          'xl/worksheets/sheet2.xml': '<row r="1"><c r="A1" t="inlineStr"><is><t>不显示</t></is></c></row>',
        },
      }),
      'xlsx',
      {
        format: 'xlsx',
        sheetName: '成绩',
        sheetNames: ['成绩', '说明'],
        rows: [
          { number: 1, cells: ['姓名', '分数'] },
          { number: 2, cells: ['张三', '95', '', 'TRUE'] },
          { number: 5, cells: ['', '', '备注 & 说明'] },
        ],
      },
    ],
    [
      'xlsx: the first visible sheet, through an absolute relationship target',
      xlsx({
        sheets: [
          { name: '隐藏', id: 'rId1', state: 'hidden' },
          { name: '汇总', id: 'rId7' },
        ],
        rels: [
          ['rId1', 'worksheets/sheet1.xml'],
          ['rId7', '/xl/worksheets/summary.xml'],
        ],
        parts: {
          'xl/worksheets/sheet1.xml': '<row r="1"><c r="A1" t="inlineStr"><is><t>隐藏的</t></is></c></row>',
          'xl/worksheets/summary.xml': '<row r="1"><c r="B1" t="str"><v>合计</v></c></row>',
        },
      }),
      'xlsx',
      { format: 'xlsx', sheetName: '汇总', sheetNames: ['隐藏', '汇总'], rows: [{ number: 1, cells: ['', '合计'] }] },
    ],
  ])('%s', async (_label, bytes, format, content) => {
    expect(await officePreviewOfBytes(bytes, format)).toEqual({ content, cut: undefined });
  });

  it('shows the text read before the byte cap, and says it was cut', async () => {
    const paragraphs = Array.from({ length: 2000 }, (_, index) => `<w:p>${run(`第 ${index} 段`)}</w:p>`).join('');
    const preview = await officePreviewOfBytes(docx(paragraphs), 'docx', { maxInflatedBytes: 20_000 });
    expect(preview.cut).toBe('bytes');
    const shown = preview.content.format === 'docx' ? preview.content.paragraphs : [];
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(2000);
    expect(shown[0]).toEqual({ text: '第 0 段' });
  });

  it('stops at the text cap in the middle of a run', async () => {
    const preview = await officePreviewOfBytes(docx(`<w:p>${run('一二三四五六七八九十')}</w:p>`), 'docx', {
      maxTextChars: 4,
    });
    expect(preview).toEqual({ content: { format: 'docx', paragraphs: [{ text: '一二三四' }] }, cut: 'text' });
  });

  it('counts the empty cells before a far column against the text cap', async () => {
    const bytes = xlsx({
      sheets: [{ name: 'S', id: 'r1' }],
      rels: [['r1', 'worksheets/sheet1.xml']],
      parts: { 'xl/worksheets/sheet1.xml': '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row>' },
    });
    const preview = await officePreviewOfBytes(bytes, 'xlsx', { maxTextChars: 1_000 });
    expect(preview.cut).toBe('text');
    expect(preview.content.format === 'xlsx' && preview.content.rows).toEqual([{ number: 1, cells: ['1'] }]);
  });

  it('stops when the build runs past its time, keeping what it read', async () => {
    let clock = 0;
    const paragraphs = Array.from({ length: 5000 }, (_, index) => `<w:p>${run(`段落 ${index}`)}</w:p>`).join('');
    // Every look at the clock moves it 10 ms on: the 100 ms budget runs out after a few chunks.
    const preview = await officePreviewOfBytes(docx(paragraphs), 'docx', { maxMs: 100 }, () => (clock += 10));
    expect(preview.cut).toBe('time');
    const shown = preview.content.format === 'docx' ? preview.content.paragraphs.length : 0;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(5000);
  });

  it.each([
    ['the 491-byte docx of 24 000 "<w:t " (issue 29)', docx(`<w:p>${'<w:t '.repeat(24_000)}`)],
    [
      'a tag of ten thousand distinct attributes',
      docx(`<w:p><w:t ${Array.from({ length: 10_000 }, (_, i) => `a${i}="1"`).join(' ')}>x</w:t></w:p>`),
    ],
    ['a file that is not a zip', Buffer.from('%PDF-1.4 not a zip')],
  ])('gives nothing to show, as malformed, for %s', async (_label, bytes) => {
    expect(await officePreviewOfBytes(bytes, 'docx')).toEqual({
      content: { format: 'docx', paragraphs: [] },
      cut: 'malformed',
    });
  });

  it('keeps what a part held before its deflate data breaks', async () => {
    const text = Array.from({ length: 3000 }, (_, index) => `<w:p>${run(`完好的第 ${index} 段`)}</w:p>`).join('');
    const zip = docx(text);
    const name = 'word/document.xml';
    const compressed = deflateRawSync(
      Buffer.from(`<?xml version="1.0"?><w:document ${W}><w:body>${text}</w:body></w:document>`),
    );
    const start = 30 + name.length;
    zip.fill(0xff, start + Math.floor(compressed.length * 0.6), start + compressed.length);
    const preview = await officePreviewOfBytes(zip, 'docx');
    expect(preview.cut).toBe('malformed');
    const shown = preview.content.format === 'docx' ? preview.content.paragraphs : [];
    expect(shown[0]).toEqual({ text: '完好的第 0 段' });
    expect(shown.length).toBeLessThan(3000);
  });
});
