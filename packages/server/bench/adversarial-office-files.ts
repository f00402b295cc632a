import { writeZip } from '../src/demo/write-zip';
import type { OfficeFormat } from '../src/storage/office/office-format';

/**
 * Office files shaped against an extractor: tags spammed with attribute-like `<w:t ` (the shape that made
 * the old tag regexes quadratic, issue 29, kept under the attribute cap so every byte is still parsed),
 * tens of thousands of one-character runs, entities, escaped tags in text, headings, tabs and breaks;
 * sheets of shared and inline strings with phonetic guides and cells spammed with `<c `. `scale` 1 is
 * about 1.5 MB of XML; each doubling of `scale` doubles every part.
 */
export function adversarialOfficeFile(format: OfficeFormat, scale: number): Buffer {
  switch (format) {
    case 'docx':
      return writeZip([{ name: 'word/document.xml', data: documentXml(400 * scale) }]);
    case 'pptx':
      return writeZip(
        Array.from({ length: 20 * scale }, (_, index) => ({
          name: `ppt/slides/slide${index + 1}.xml`,
          data: slideXml(40),
        })),
      );
    case 'xlsx':
      return writeZip(workbookParts(2000 * scale));
    default:
      return format satisfies never;
  }
}

function documentXml(blocks: number): string {
  const block =
    `<w:p><w:pPr><w:pStyle w:val="1"/></w:pPr><w:r><w:t ${'<w:t '.repeat(100)}>标题</w:t></w:r>` +
    '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">字&amp;</w:t></w:r>'.repeat(40) +
    `<w:r><w:t>${'&lt;w:t '.repeat(20)}</w:t></w:r><w:r><w:tab/><w:br/></w:r></w:p>`;
  return `<?xml version="1.0" encoding="UTF-8"?><w:document><w:body>${block.repeat(blocks)}</w:body></w:document>`;
}

function slideXml(paragraphs: number): string {
  const paragraph = `<a:p><a:r><a:t ${'<a:t '.repeat(100)}>要点</a:t></a:r>${'<a:r><a:t>字</a:t></a:r>'.repeat(40)}<a:br/></a:p>`;
  return `<p:sld><p:cSld><p:spTree><p:sp><p:txBody>${paragraph.repeat(paragraphs)}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
}

function workbookParts(rows: number) {
  const strings = '<si><r><t>字</t></r><r><t>符</t></r><rPh><t>zi</t></rPh></si>'.repeat(rows);
  const row = (number: number) =>
    `<row r="${number}"><c ${'<c '.repeat(50)} r="A${number}" t="s"><v>${number - 1}</v></c>` +
    '<c t="inlineStr"><is><t>x&amp;y</t></is></c>'.repeat(20) +
    '</row>';
  const sheet = Array.from({ length: rows }, (_, index) => row(index + 1)).join('');
  return [
    {
      name: 'xl/workbook.xml',
      data: '<workbook><sheets><sheet name="一" r:id="rId1"/><sheet name="二" r:id="rId2"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/sharedStrings.xml', data: `<sst>${strings}</sst>` },
    { name: 'xl/worksheets/sheet1.xml', data: `<worksheet><sheetData>${sheet}</sheetData></worksheet>` },
  ];
}
