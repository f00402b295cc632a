import { writeZip } from './write-zip';

/** Text of a demo office document: a title and paragraphs (docx, pdf), or slides (pptx). */
export interface DocumentText {
  title: string;
  paragraphs: readonly string[];
  /** A slide's heading for each paragraph (pptx); without it a slide is headed by the title and its number. */
  headings?: readonly string[];
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function contentTypes(overrides: readonly [string, string][]): string {
  const parts = overrides.map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`).join('');
  return `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`;
}

function relationships(items: readonly [string, string, string][]): string {
  const rels = items
    .map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`)
    .join('');
  return `${XML_HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`;
}

const OFFICE_DOCUMENT_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A Word document (docx): a bold title followed by the paragraphs. */
export function makeDocx(text: DocumentText): Buffer {
  const run = (content: string, bold: boolean, size: number) =>
    `<w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:rFonts w:eastAsia="SimSun"/><w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${escapeXml(content)}</w:t></w:r>`;
  const body = [
    `<w:p><w:pPr><w:jc w:val="center"/></w:pPr>${run(text.title, true, 36)}</w:p>`,
    ...text.paragraphs.map((p) => `<w:p><w:pPr><w:ind w:firstLine="480"/></w:pPr>${run(p, false, 24)}</w:p>`),
  ].join('');
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: contentTypes([
        ['/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
      ]),
    },
    { name: '_rels/.rels', data: relationships([['rId1', OFFICE_DOCUMENT_REL, 'word/document.xml']]) },
    {
      name: 'word/document.xml',
      data: `${XML_HEADER}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>`,
    },
  ]);
}

function cellName(column: number, row: number): string {
  return `${String.fromCharCode(65 + column)}${row}`;
}

/** A spreadsheet (xlsx) with one sheet; the first row is the header. Numbers stay numbers. */
export function makeXlsx(title: string, rows: readonly (readonly (string | number)[])[]): Buffer {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) =>
          typeof value === 'number'
            ? `<c r="${cellName(c, r + 1)}"><v>${value}</v></c>`
            : `<c r="${cellName(c, r + 1)}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`,
        )
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const sheetName = escapeXml(title.slice(0, 31));
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: contentTypes([
        ['/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
        ['/xl/worksheets/sheet1.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'],
      ]),
    },
    { name: '_rels/.rels', data: relationships([['rId1', OFFICE_DOCUMENT_REL, 'xl/workbook.xml']]) },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: relationships([['rId1', `${REL_NS}/worksheet`, 'worksheets/sheet1.xml']]),
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML_HEADER}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL_NS}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `${XML_HEADER}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    },
  ]);
}

const EMU_PER_CM = 360000;

function textBox(id: number, name: string, x: number, y: number, w: number, h: number, text: string, size: number) {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${w}" cy="${h}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="zh-CN" sz="${size}"/><a:t>${escapeXml(text)}</a:t></a:r></a:p></p:txBody></p:sp>`;
}

/** A presentation (pptx): a title slide, then one slide per paragraph. */
export function makePptx(text: DocumentText): Buffer {
  const slides = [text.title, ...text.paragraphs].map((content, index) => {
    const heading = index === 0 ? text.title : (text.headings?.[index - 1] ?? `${text.title}（${index}）`);
    const shapes =
      index === 0
        ? textBox(2, 'Title', 2 * EMU_PER_CM, 6 * EMU_PER_CM, 21 * EMU_PER_CM, 4 * EMU_PER_CM, heading, 4000)
        : textBox(2, 'Title', 1 * EMU_PER_CM, 1 * EMU_PER_CM, 23 * EMU_PER_CM, 2 * EMU_PER_CM, heading, 2800) +
          textBox(3, 'Body', 1 * EMU_PER_CM, 4 * EMU_PER_CM, 23 * EMU_PER_CM, 12 * EMU_PER_CM, content, 2000);
    return `${XML_HEADER}<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL_NS}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld></p:sld>`;
  });
  const slideRelsTarget = '../slideLayouts/slideLayout1.xml';
  const layout = `${XML_HEADER}<p:sldLayout xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL_NS}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" type="blank"><p:cSld name="Blank"><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld></p:sldLayout>`;
  const master = `${XML_HEADER}<p:sldMaster xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL_NS}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:bg><p:bgPr><a:solidFill><a:srgbClr val="F4F8FF"/></a:solidFill><a:effectLst/></p:bgPr></p:bg><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`;
  const theme = `${XML_HEADER}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Edu"><a:themeElements><a:clrScheme name="Edu"><a:dk1><a:srgbClr val="1F2937"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1E3A8A"/></a:dk2><a:lt2><a:srgbClr val="EFF6FF"/></a:lt2><a:accent1><a:srgbClr val="2563EB"/></a:accent1><a:accent2><a:srgbClr val="16A34A"/></a:accent2><a:accent3><a:srgbClr val="F59E0B"/></a:accent3><a:accent4><a:srgbClr val="DC2626"/></a:accent4><a:accent5><a:srgbClr val="7C3AED"/></a:accent5><a:accent6><a:srgbClr val="0891B2"/></a:accent6><a:hlink><a:srgbClr val="2563EB"/></a:hlink><a:folHlink><a:srgbClr val="7C3AED"/></a:folHlink></a:clrScheme><a:fontScheme name="Edu"><a:majorFont><a:latin typeface="Arial"/><a:ea typeface="SimHei"/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Arial"/><a:ea typeface="SimSun"/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Edu"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="12700"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;
  const slideType = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: contentTypes([
        ['/ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
        [
          '/ppt/slideMasters/slideMaster1.xml',
          'application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml',
        ],
        [
          '/ppt/slideLayouts/slideLayout1.xml',
          'application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml',
        ],
        ['/ppt/theme/theme1.xml', 'application/vnd.openxmlformats-officedocument.theme+xml'],
        ...slides.map((_, i): [string, string] => [`/ppt/slides/slide${i + 1}.xml`, slideType]),
      ]),
    },
    { name: '_rels/.rels', data: relationships([['rId1', OFFICE_DOCUMENT_REL, 'ppt/presentation.xml']]) },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: relationships([
        ['rId1', `${REL_NS}/slideMaster`, 'slideMasters/slideMaster1.xml'],
        ['rId2', `${REL_NS}/theme`, 'theme/theme1.xml'],
        ...slides.map((_, i): [string, string, string] => [
          `rId${i + 10}`,
          `${REL_NS}/slide`,
          `slides/slide${i + 1}.xml`,
        ]),
      ]),
    },
    {
      name: 'ppt/presentation.xml',
      data: `${XML_HEADER}<p:presentation xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL_NS}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`).join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000" type="screen4x3"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      data: relationships([
        ['rId1', `${REL_NS}/slideLayout`, '../slideLayouts/slideLayout1.xml'],
        ['rId2', `${REL_NS}/theme`, '../theme/theme1.xml'],
      ]),
    },
    { name: 'ppt/slideMasters/slideMaster1.xml', data: master },
    {
      name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      data: relationships([['rId1', `${REL_NS}/slideMaster`, '../slideMasters/slideMaster1.xml']]),
    },
    { name: 'ppt/slideLayouts/slideLayout1.xml', data: layout },
    { name: 'ppt/theme/theme1.xml', data: theme },
    ...slides.flatMap((slide, i) => [
      { name: `ppt/slides/slide${i + 1}.xml`, data: slide },
      {
        name: `ppt/slides/_rels/slide${i + 1}.xml.rels`,
        data: relationships([['rId1', `${REL_NS}/slideLayout`, slideRelsTarget]]),
      },
    ]),
  ]);
}
