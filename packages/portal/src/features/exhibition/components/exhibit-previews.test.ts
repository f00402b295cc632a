import { describe, expect, it } from 'vitest';
import type { Exhibit } from '../exhibition-api';
import { previewOf } from './exhibit-previews';

const item = {
  summary: '',
  linkUrl: '',
  type: '',
  typeName: '',
  source: '',
  creatorName: '',
  schoolName: '',
  townName: '',
  viewCount: 0,
  publishTime: '',
  createDate: '',
};
const entry = (id: string): Exhibit => ({
  exhibitType: 'entry',
  id,
  title: `作品${id}`,
  award: '一等奖',
  creatorName: '',
  schoolName: '',
  contestTitle: '',
  file: { fileId: id, fileName: `作品${id}.pdf`, fileExt: 'pdf', fileUrl: `/f/${id}.pdf` },
});
const paint = (id: string): Exhibit => ({
  ...item,
  exhibitType: 'paint',
  id,
  title: `画${id}`,
  cover: `/p/${id}.svg`,
  award: '二等奖',
});
const album: Exhibit = {
  ...item,
  exhibitType: 'album',
  id: 'a',
  title: '相册',
  cover: '/a.svg',
  pictures: [
    { id: 'a1', title: '照片1', cover: '/a1.svg' },
    { id: 'a2', title: '照片2', cover: '/a2.svg' },
  ],
};
const exhibits = [entry('1'), paint('2'), entry('3'), paint('4'), album];

describe('previewOf', () => {
  it('opens an entry among the entries, as their files', () => {
    const preview = previewOf(exhibits, exhibits[2] as Exhibit);
    expect(preview.index).toBe(1);
    expect(preview.files.map((file) => file.fileUrl)).toEqual(['/f/1.pdf', '/f/3.pdf']);
  });

  it('opens a painting among the paintings, as pictures', () => {
    const preview = previewOf(exhibits, exhibits[3] as Exhibit);
    expect(preview).toEqual({
      index: 1,
      files: [
        { id: '2', fileName: '画2', fileExt: 'svg', fileUrl: '/p/2.svg' },
        { id: '4', fileName: '画4', fileExt: 'svg', fileUrl: '/p/4.svg' },
      ],
    });
  });

  it("opens an album at its first photo, through the album's photos only", () => {
    const preview = previewOf(exhibits, album);
    expect(preview.index).toBe(0);
    expect(preview.files.map((file) => file.fileName)).toEqual(['照片1', '照片2']);
  });
});
