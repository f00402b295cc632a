import { describe, expect, it } from 'vitest';
import type { OfficeFormat } from '../storage/office/office-format';
import { officePreviewOfBytes } from '../testing/office-preview-of-bytes';
import { createLetterer, type Letterer } from './create-letterer';
import { renderDemoFile } from './demo-file-source';
import type { DemoFileSource } from './demo-file-source-type';

const video: DemoFileSource = {
  kind: 'mp4',
  seed: 3,
  title: '第1课 勾股定理及其证明',
  subtitle: '名师课堂 · 王老师',
  slides: ['学习目标：勾股定理及其证明', '课堂练习：直角三角形的两条直角边分别为6和8，求斜边的长。'],
  slideSeconds: 5,
};
let letterer: Letterer | undefined;
const letter = () => {
  letterer ??= createLetterer();
  return letterer;
};

const text = {
  title: '七年级数学一元一次方程教学设计',
  paragraphs: ['教学目标：理解方程的解。', '教学过程：情境导入、合作探究。'],
};

/** The text lines of an office file, read the way the preview reads them (a sheet's rows as tab-joined cells). */
async function officeText(bytes: Buffer, ext: OfficeFormat): Promise<string[]> {
  const { content, cut } = await officePreviewOfBytes(bytes, ext);
  expect(cut).toBeUndefined();
  switch (content.format) {
    case 'docx':
      return content.paragraphs.map((paragraph) => paragraph.text);
    case 'pptx':
      return content.slides.map((slide) => slide.join(' '));
    case 'xlsx':
      return content.rows.map((row) => row.cells.join('\t'));
    default:
      return content satisfies never;
  }
}

/** Reads the top-level box types of an MP4. */
function boxTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; offset += bytes.readUInt32BE(offset)) {
    types.push(bytes.toString('ascii', offset + 4, offset + 8));
    if (bytes.readUInt32BE(offset) < 8) break;
  }
  return types;
}

describe('renderDemoFile', () => {
  it.each<[DemoFileSource, (bytes: Buffer) => unknown]>([
    [
      { kind: 'pdf', text },
      (b) => {
        expect(b.toString('latin1', 0, 8)).toBe('%PDF-1.4');
        expect(b.toString('latin1')).toContain('%%EOF');
      },
    ],
    [
      { kind: 'png', board: '勾股定理', lines: ['勾股定理及其证明', '勾股定理的应用'] },
      (b) => expect([...b.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]),
    ],
    [
      { kind: 'jpg', seed: 2, caption: '八年级数学《勾股定理》课堂' },
      (b) => expect([...b.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]),
    ],
    [
      { kind: 'mp3', notesHz: [262, 330, 392] },
      (b) => expect(b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0).toBe(true),
    ],
    [video, (b) => expect(boxTypes(b)).toEqual(['ftyp', 'moov', 'mdat'])],
    [{ kind: 'docx', text }, (b) => expect(officeText(b, 'docx')).resolves.toEqual([text.title, ...text.paragraphs])],
    [{ kind: 'pptx', text }, (b) => expect(officeText(b, 'pptx')).resolves.toHaveLength(3)],
    [
      {
        kind: 'xlsx',
        title: '成绩',
        rows: [
          ['姓名', '分数'],
          ['张三', 95],
        ],
      },
      (b) => expect(officeText(b, 'xlsx')).resolves.toEqual(['姓名\t分数', '张三\t95']),
    ],
  ])('%o makes a valid file', async (source, check) => {
    const bytes = await renderDemoFile(source, letter);
    expect(bytes.length).toBeGreaterThan(100);
    await check(bytes);
  });

  it('is deterministic', async () => {
    const again = { ...video, slides: [...video.slides] };
    expect((await renderDemoFile(video, letter)).equals(await renderDemoFile(again, createLetterer))).toBe(true);
  });
});
