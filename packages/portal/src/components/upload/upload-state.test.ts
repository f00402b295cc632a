import type { UploadResult } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { countedUploads, reduceUploads, type UploadEvent, type UploadItem } from './upload-state';

const result: UploadResult = {
  name: '教案.pdf',
  title: '教案',
  transcodePath: 'uploads/10001/u/教案.pdf',
  url: '/resource_api/storage/files/uploads/10001/u/教案.pdf',
  size: 2048,
  type: 'pdf',
};

const run = (events: UploadEvent[], start: UploadItem[] = []) => events.reduce(reduceUploads, start);

describe('reduceUploads', () => {
  it('follows a file from start to success, then hides its progress', () => {
    const items = run([
      { type: 'started', id: 1, name: '教案.pdf' },
      { type: 'progress', id: 1, percent: 40.4 },
      { type: 'progress', id: 1, percent: 20 },
      { type: 'succeeded', id: 1, result },
    ]);
    expect(items).toEqual([{ id: 1, name: '教案.pdf', status: 'done', percent: 100, progressVisible: true, result }]);
    expect(reduceUploads(items, { type: 'progress-hidden', id: 1 })[0]?.progressVisible).toBe(false);
  });

  it.each([
    { percent: -5, expected: 0 },
    { percent: 55.6, expected: 56 },
    { percent: 250, expected: 100 },
  ])('keeps progress within 0-100 ($percent → $expected)', ({ percent, expected }) => {
    const [item] = run([
      { type: 'started', id: 1, name: 'a.png' },
      { type: 'progress', id: 1, percent },
    ]);
    expect(item?.percent).toBe(expected);
  });

  it('records a failure, which no longer counts against the limit, and removes files', () => {
    const items = run([
      { type: 'started', id: 1, name: 'a.png' },
      { type: 'started', id: 2, name: 'b.png' },
      { type: 'failed', id: 2, message: '文件大小不能超过 100 KB' },
    ]);
    expect(items[1]).toMatchObject({ status: 'failed', error: '文件大小不能超过 100 KB', progressVisible: false });
    expect(countedUploads(items)).toBe(1);
    expect(run([{ type: 'removed', id: 1 }], items).map((item) => item.id)).toEqual([2]);
  });

  it('does not hide the progress of a file still uploading', () => {
    const items = run([
      { type: 'started', id: 1, name: 'a.png' },
      { type: 'progress-hidden', id: 1 },
    ]);
    expect(items[0]?.progressVisible).toBe(true);
  });
});
