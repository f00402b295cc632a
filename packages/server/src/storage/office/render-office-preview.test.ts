import { describe, expect, it } from 'vitest';
import type { OfficePreview } from './office-preview';
import {
  renderOfficePreviewBody,
  renderOfficePreviewPage,
  renderPreviewUnavailablePage,
} from './render-office-preview';

/** The whole page of a preview, as the route sends it. */
const pageOf = async (title: string, preview: OfficePreview) =>
  renderOfficePreviewPage(title, await renderOfficePreviewBody(preview));

const bodyOf = (html: string) => /<body>(.*)<\/body>/s.exec(html)?.[1];

describe('renderOfficePreviewBody and renderOfficePreviewPage', () => {
  it('escapes the title and every text, and marks headings', async () => {
    const html = await pageOf('<教案>&"', {
      content: {
        format: 'docx',
        paragraphs: [{ text: '目标', heading: 1 }, { text: '<img src=x onerror=alert(1)>\t第二列' }],
      },
      cut: undefined,
    });
    expect(html).toContain('<title>&lt;教案&gt;&amp;&quot;</title>');
    expect(bodyOf(html)).toBe(
      '<h1>&lt;教案&gt;&amp;&quot;</h1><h2>目标</h2><p>&lt;img src=x onerror=alert(1)&gt;\t第二列</p>',
    );
  });

  it('shows the first sheet as a table with column letters and row numbers, and says how many sheets there are', async () => {
    const html = await pageOf('成绩.xlsx', {
      content: {
        format: 'xlsx',
        sheetName: '一班',
        sheetNames: ['一班', '二班', '三班'],
        rows: [
          { number: 1, cells: ['姓名', '分数'] },
          { number: 3, cells: ['张三', '95', '', '优'] },
        ],
      },
      cut: undefined,
    });
    expect(bodyOf(html)).toBe(
      '<h1>成绩.xlsx</h1>' +
        '<p class="note">本工作簿共 3 个工作表，此处显示第一个工作表“一班”；其余 2 个工作表请下载后查看。</p>' +
        '<h2>一班</h2><div class="sheet"><table><thead><tr><th></th><th scope="col">A</th><th scope="col">B</th>' +
        '<th scope="col">C</th><th scope="col">D</th></tr></thead><tbody>' +
        '<tr><th scope="row">1</th><td>姓名</td><td>分数</td></tr>' +
        '<tr><th scope="row">3</th><td>张三</td><td>95</td><td></td><td>优</td></tr></tbody></table></div>',
    );
  });

  it('writes no sheet note for a workbook of one sheet, and names columns past Z', async () => {
    const html = await pageOf('宽表.xlsx', {
      content: { format: 'xlsx', sheetName: 'S', sheetNames: ['S'], rows: [{ number: 1, cells: Array(28).fill('x') }] },
      cut: undefined,
    });
    expect(html).not.toContain('class="note"');
    expect(html).toContain('<th scope="col">Z</th><th scope="col">AA</th><th scope="col">AB</th></tr>');
  });

  it.each([
    ['bytes', '文档较大，此处只显示前一部分内容'],
    ['text', '文档文字较多，此处只显示前一部分内容'],
    ['time', '文档解析耗时过长，此处只显示已读取的部分'],
    ['malformed', '文档有部分内容无法读取，此处只显示能读取的部分'],
  ] as const)('says a preview cut for %s shows only part', async (cut, note) => {
    const html = await pageOf('a.pptx', { content: { format: 'pptx', slides: [['封面']] }, cut });
    expect(bodyOf(html)).toBe(
      `<h1>a.pptx</h1><p class="note" role="note">${note}，完整内容请下载后查看。</p><section class="slide"><h2>第 1 页</h2><p>封面</p></section>`,
    );
  });

  it('says a file without text has none', async () => {
    expect(await pageOf('空.docx', { content: { format: 'docx', paragraphs: [] }, cut: undefined })).toContain(
      '<p>文档中没有可显示的文字。</p>',
    );
  });
});

describe('renderPreviewUnavailablePage', () => {
  it('says 无法在线预览 and why', () => {
    expect(bodyOf(renderPreviewUnavailablePage('坏.docx', 'malformed'))).toBe(
      '<h1>坏.docx</h1><p class="unavailable">无法在线预览</p><p>文档格式无法识别或已损坏，请下载后查看。</p>',
    );
  });
});
