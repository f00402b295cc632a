import { describe, expect, it } from 'vitest';
import { pictureAsPreviewFile } from './preview-logic';

describe('pictureAsPreviewFile', () => {
  it('takes the picture’s kind from its address', () => {
    expect(pictureAsPreviewFile('1', '画1', '/resource_api/storage/files/demo/images/paint-1.webp')).toEqual({
      id: '1',
      fileName: '画1',
      fileExt: 'webp',
      fileUrl: '/resource_api/storage/files/demo/images/paint-1.webp',
    });
    expect(pictureAsPreviewFile('2', '横幅', '/b/banner.SVG?v=2').fileExt).toBe('svg');
    expect(pictureAsPreviewFile('3', '照片', 'https://cdn.example/photo.jpeg').fileExt).toBe('jpeg');
  });

  it('takes a picture whose address names no kind for a photo', () => {
    expect(pictureAsPreviewFile('4', '照片', '/resource_api/storage/files/12345').fileExt).toBe('jpg');
  });
});
