import type { PreviewFile } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { downloadUrlOf, extensionOf, fileIdOf, fileKindOf, previewArrows, previewModeOf } from './preview-logic';

const file = (fields: Partial<PreviewFile>): PreviewFile => ({ fileName: 'x', ...fields });

describe('extensionOf and fileKindOf', () => {
  it.each([
    { fileExt: 'MP4', fileName: 'a', extension: 'mp4', kind: 'video' },
    { fileExt: '.mp3', fileName: 'a', extension: 'mp3', kind: 'audio' },
    { fileExt: null, fileName: '教案.DOCX', extension: 'docx', kind: 'word' },
    { fileExt: 'ppt', fileName: '', extension: 'ppt', kind: 'ppt' },
    { fileExt: 'csv', fileName: '', extension: 'csv', kind: 'excel' },
    { fileExt: 'jpeg', fileName: '', extension: 'jpeg', kind: 'image' },
    { fileExt: 'pdf', fileName: '', extension: 'pdf', kind: 'pdf' },
    { fileExt: 'zip', fileName: '', extension: 'zip', kind: 'other' },
    { fileExt: '', fileName: '.hidden', extension: '', kind: 'other' },
  ])('$fileExt / $fileName → $extension, $kind', ({ fileExt, fileName, extension, kind }) => {
    const found = extensionOf({ fileExt, fileName });
    expect(found).toBe(extension);
    expect(fileKindOf(found)).toBe(kind);
  });
});

describe('previewModeOf', () => {
  it.each([
    {
      name: 'an image inline from its URL',
      input: file({ fileExt: 'png', fileUrl: '/f/a.png', reviewUrl: '/p/1' }),
      expected: { kind: 'image', src: '/f/a.png' },
    },
    {
      name: 'an image from its path',
      input: file({ fileExt: 'jpg', path: 'k/a.jpg' }),
      expected: { kind: 'image', src: 'k/a.jpg' },
    },
    {
      name: 'mp4 in the video player',
      input: file({ fileExt: 'mp4', fileUrl: '/f/a.mp4', reviewUrl: '/p/2' }),
      expected: { kind: 'video', src: '/f/a.mp4' },
    },
    {
      name: 'pdf drawn from the bytes of its file URL',
      input: file({ fileExt: 'pdf', fileUrl: '/f/a.pdf', reviewUrl: '/p/3' }),
      expected: { kind: 'pdf', src: '/f/a.pdf' },
    },
    {
      name: 'pdf from the preview URL when it has no file URL',
      input: file({ fileExt: 'pdf', reviewUrl: '/p/3' }),
      expected: { kind: 'pdf', src: '/p/3' },
    },
    {
      name: 'docx falling back to the path',
      input: file({ fileExt: 'docx', path: '/f/a.docx' }),
      expected: { kind: 'frame', src: '/f/a.docx' },
    },
    {
      name: 'mp3 in an audio player from the preview URL',
      input: file({ fileExt: 'mp3', reviewUrl: '/p/4' }),
      expected: { kind: 'audio', src: '/p/4' },
    },
    {
      name: 'mp3 without a preview URL plays from its file URL',
      input: file({ fileExt: 'mp3', fileUrl: '/f/a.mp3' }),
      expected: { kind: 'audio', src: '/f/a.mp3' },
    },
    {
      name: 'xlsx in a frame',
      input: file({ fileExt: 'xlsx', reviewUrl: '/p/5' }),
      expected: { kind: 'frame', src: '/p/5' },
    },
    {
      name: 'a zip cannot be previewed',
      input: file({ fileExt: 'zip', reviewUrl: '/p/6', fileUrl: '/f/a.zip' }),
      expected: { kind: 'unavailable' },
    },
    { name: 'a pdf without any address', input: file({ fileExt: 'pdf' }), expected: { kind: 'unavailable' } },
    {
      name: 'an mp4 without a file address',
      input: file({ fileExt: 'mp4', reviewUrl: '/p/7' }),
      expected: { kind: 'unavailable' },
    },
  ])('$name', ({ input, expected }) => {
    expect(previewModeOf(input)).toEqual(expected);
  });
});

describe('previewArrows', () => {
  it.each([
    { index: 0, count: 1, expected: { shown: false, previous: false, next: false } },
    { index: 0, count: 3, expected: { shown: true, previous: false, next: true } },
    { index: 1, count: 3, expected: { shown: true, previous: true, next: true } },
    { index: 2, count: 3, expected: { shown: true, previous: true, next: false } },
  ])('item $index of $count', ({ index, count, expected }) => {
    expect(previewArrows(index, count)).toEqual(expected);
  });
});

describe('fileIdOf and downloadUrlOf', () => {
  it('prefers fileId, then id', () => {
    expect(fileIdOf(file({ fileId: 7, id: 8 }))).toBe('7');
    expect(fileIdOf(file({ id: '8' }))).toBe('8');
    expect(fileIdOf(file({}))).toBeUndefined();
  });

  it('asks the store for an attachment', () => {
    expect(downloadUrlOf(file({ fileUrl: '/f/a.pdf' }))).toBe('/f/a.pdf?download=1');
    expect(downloadUrlOf(file({ fileUrl: '/f/a.pdf?v=2' }))).toBe('/f/a.pdf?v=2&download=1');
    expect(downloadUrlOf(file({}))).toBeUndefined();
  });
});
