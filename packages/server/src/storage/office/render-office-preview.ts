import { createHash } from 'node:crypto';
import { OFFICE_RENDER_ITEMS_PER_TURN } from '../../constants';
import { escapeHtml } from '../../http/escape-html';
import type { DocumentParagraph, OfficePreview } from './office-preview';
import type { PreviewCut } from './preview-budget';
import type { SheetRow } from './xlsx-handlers';

const STYLE = [
  'body{font:16px/1.8 "Noto Sans CJK SC","Microsoft YaHei",sans-serif;max-width:860px;margin:24px auto;padding:0 24px;color:#1f2937}',
  'h1{font-size:22px;line-height:1.4}h2{font-size:19px}h3{font-size:17px}',
  'p{margin:0 0 12px;white-space:pre-wrap;overflow-wrap:anywhere}',
  '.note{padding:8px 12px;border-radius:6px;background:#fffbeb;border:1px solid #fcd34d;color:#78350f;font-size:14px}',
  '.slide{border:1px solid #dbeafe;border-radius:8px;padding:16px;margin-bottom:16px;background:#f8fbff}',
  '.slide h2{margin:0 0 8px;font-size:14px;color:#1e40af}',
  '.sheet{overflow:auto;max-width:100%}',
  'table{border-collapse:collapse;font-size:14px;line-height:1.5}',
  'td,th{border:1px solid #d1d5db;padding:4px 8px;white-space:pre-wrap;vertical-align:top;text-align:left}',
  'th{background:#f3f4f6;color:#374151;font-weight:600;text-align:center}',
  '.unavailable{text-align:center;margin-top:64px;font-size:20px}',
].join('');

/** The preview page's policy: no script, no request, exactly its own stylesheet (by hash), sandboxed. */
export const OFFICE_PREVIEW_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; sandbox`;

/** Why a preview shows only part of the file, in words a reader acts on. */
const CUT_NOTES: Record<PreviewCut, string> = {
  bytes: '文档较大，此处只显示前一部分内容，完整内容请下载后查看。',
  text: '文档文字较多，此处只显示前一部分内容，完整内容请下载后查看。',
  time: '文档解析耗时过长，此处只显示已读取的部分，完整内容请下载后查看。',
  malformed: '文档有部分内容无法读取，此处只显示能读取的部分，完整内容请下载后查看。',
};

/** Why there is no preview (406 and "无法在线预览"; `busy`: every build slot taken, 503). */
const UNAVAILABLE_REASONS: Record<PreviewCut | 'busy', string> = {
  bytes: '文档解压后过大，请下载后查看。',
  text: '文档文字过多，请下载后查看。',
  time: '文档解析耗时过长，请下载后查看。',
  malformed: '文档格式无法识别或已损坏，请下载后查看。',
  busy: '在线预览正忙，请稍后再试，或下载后查看。',
};

function page(title: string, body: string): string {
  const name = escapeHtml(title);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title><style>${STYLE}</style></head><body><h1>${name}</h1>${body}</body></html>`;
}

function paragraphHtml(paragraph: DocumentParagraph): string {
  const tag = paragraph.heading === undefined ? 'p' : `h${paragraph.heading + 1}`;
  return `<${tag}>${escapeHtml(paragraph.text)}</${tag}>`;
}

/** Excel's name of a zero-based column: A … Z, AA … */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * `items` rendered and joined, a few thousand (by `weight`) per turn of the event loop: a sheet of two
 * hundred thousand cells is tens of milliseconds of string work, which must not hold other requests.
 */
async function renderInTurns<T>(
  items: readonly T[],
  render: (item: T, index: number) => string,
  weight: (item: T) => number = () => 1,
): Promise<string> {
  const parts: string[] = [];
  let sinceTurn = 0;
  for (const [index, item] of items.entries()) {
    parts.push(render(item, index));
    sinceTurn += weight(item);
    if (sinceTurn >= OFFICE_RENDER_ITEMS_PER_TURN) {
      sinceTurn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return parts.join('');
}

async function tableHtml(rows: readonly SheetRow[]): Promise<string> {
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
  const head = Array.from({ length: width }, (_, index) => `<th scope="col">${columnName(index)}</th>`).join('');
  const body = await renderInTurns(
    rows,
    (row) =>
      `<tr><th scope="row">${row.number}</th>${row.cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
    (row) => row.cells.length + 1,
  );
  return `<div class="sheet"><table><thead><tr><th></th>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

async function contentHtml(preview: OfficePreview): Promise<string> {
  const { content } = preview;
  switch (content.format) {
    case 'docx':
      return (await renderInTurns(content.paragraphs, paragraphHtml)) || '<p>文档中没有可显示的文字。</p>';
    case 'pptx':
      return (
        (await renderInTurns(
          content.slides,
          (slide, index) =>
            `<section class="slide"><h2>第 ${index + 1} 页</h2>${slide.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</section>`,
          (slide) => slide.length + 1,
        )) || '<p>演示文稿中没有可显示的文字。</p>'
      );
    case 'xlsx': {
      const others = content.sheetNames.length - 1;
      const note =
        others > 0
          ? `<p class="note">本工作簿共 ${content.sheetNames.length} 个工作表，此处显示第一个工作表“${escapeHtml(content.sheetName)}”；其余 ${others} 个工作表请下载后查看。</p>`
          : '';
      const table = content.rows.length > 0 ? await tableHtml(content.rows) : '<p>工作表中没有可显示的内容。</p>';
      return `${note}<h2>${escapeHtml(content.sheetName)}</h2>${table}`;
    }
    default:
      return content satisfies never;
  }
}

/**
 * What the preview page of an office file shows below its title: a note when it shows only part, then its
 * content. Rendered once per built preview (the cache keeps this), so a request only adds the title.
 */
export async function renderOfficePreviewBody(preview: OfficePreview): Promise<string> {
  const note = preview.cut ? `<p class="note" role="note">${CUT_NOTES[preview.cut]}</p>` : '';
  return `${note}${await contentHtml(preview)}`;
}

/** The preview page of an office file: its title, then the body {@link renderOfficePreviewBody} rendered. */
export function renderOfficePreviewPage(title: string, body: string): string {
  return page(title, body);
}

/** The page shown in the preview frame when a file has no preview: "无法在线预览", why, and what to do. */
export function renderPreviewUnavailablePage(title: string, reason: PreviewCut | 'busy'): string {
  return page(title, `<p class="unavailable">无法在线预览</p><p>${UNAVAILABLE_REASONS[reason]}</p>`);
}
