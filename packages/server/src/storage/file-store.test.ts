import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './file-store';

const folder = mkdtempSync(path.join(tmpdir(), 'edu-file-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('createLocalFileStore put', () => {
  it('keeps two writes of one key apart, so both succeed and the file is one of them whole', async () => {
    const store = createLocalFileStore(folder);
    const first = Buffer.alloc(4 * 1024 * 1024, 'a');
    const second = Buffer.alloc(4 * 1024 * 1024, 'b');
    await Promise.all([store.put('aigc/same.mp4', first), store.put('aigc/same.mp4', second)]);
    const stored = readFileSync(path.join(folder, 'aigc', 'same.mp4'));
    expect(stored.equals(first) || stored.equals(second)).toBe(true);
    // No temporary file is left beside it.
    expect(readdirSync(path.join(folder, 'aigc'))).toEqual(['same.mp4']);
  });
});
