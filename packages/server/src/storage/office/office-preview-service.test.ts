import { describe, expect, it } from 'vitest';
import { writeZip } from '../../demo/write-zip';
import type { FileStore } from '../file-store';
import { createOfficePreviewService } from './office-preview-service';
import type { OfficePreviewSettings } from './office-preview-settings';

const SETTINGS: OfficePreviewSettings = {
  maxInflatedBytes: 1024 * 1024,
  maxTextChars: 100_000,
  maxMs: 10_000,
  maxConcurrent: 2,
  maxQueued: 1,
  cacheEntries: 10,
  cacheBytes: 1024 * 1024,
};

const docxSaying = (text: string) =>
  writeZip([
    {
      name: 'word/document.xml',
      data: `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);

/** A store in memory that counts reads, and can hold reads back until released. */
function memoryStore(files: Record<string, Buffer>) {
  const versions = new Map(Object.keys(files).map((key) => [key, 1]));
  let held: Promise<void> | undefined;
  let release = () => {};
  const store = {
    reads: 0,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    replace(key: string, bytes: Buffer) {
      files[key] = bytes;
      versions.set(key, (versions.get(key) ?? 0) + 1);
    },
    async stat(key: string) {
      const bytes = files[key];
      return bytes ? { size: bytes.length, version: `v${versions.get(key)}` } : undefined;
    },
    read(key: string, range?: { start: number; end: number }) {
      store.reads += 1;
      const bytes = files[key] ?? Buffer.alloc(0);
      const slice = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      const wait = held;
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          await wait;
          controller.enqueue(new Uint8Array(slice));
          controller.close();
        },
      });
    },
  } satisfies Pick<FileStore, 'stat' | 'read'> & Record<string, unknown>;
  return store;
}

/** The paragraphs a built preview shows. */
const textOf = (built: Awaited<ReturnType<ReturnType<typeof createOfficePreviewService>['preview']>>) =>
  built ? [...built.body.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => match[1]) : undefined;

describe('createOfficePreviewService', () => {
  it('builds a preview once per file version and serves it from the cache', async () => {
    const store = memoryStore({ 'a.docx': docxSaying('第一版') });
    const service = createOfficePreviewService({ store, settings: SETTINGS });
    expect(textOf(await service.preview('a.docx', 'docx'))).toEqual(['第一版']);
    const readsOfOneBuild = store.reads;
    expect(readsOfOneBuild).toBeGreaterThan(0);
    for (let index = 0; index < 5; index++) await service.preview('a.docx', 'docx');
    expect(store.reads).toBe(readsOfOneBuild);
    store.replace('a.docx', docxSaying('第二版'));
    expect(textOf(await service.preview('a.docx', 'docx'))).toEqual(['第二版']);
    expect(store.reads).toBe(2 * readsOfOneBuild);
  });

  it('answers undefined for a file that is not stored', async () => {
    const service = createOfficePreviewService({ store: memoryStore({}), settings: SETTINGS });
    expect(await service.preview('gone.docx', 'docx')).toBeUndefined();
  });

  it('lets requests for a file being built share its build', async () => {
    const store = memoryStore({ 'a.docx': docxSaying('同一次构建') });
    const service = createOfficePreviewService({ store, settings: { ...SETTINGS, cacheEntries: 0 } });
    store.hold();
    const previews = Promise.all(Array.from({ length: 6 }, () => service.preview('a.docx', 'docx')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.release();
    const [first, ...others] = await previews;
    for (const other of others) expect(other).toBe(first);
  });

  it('builds at most OFFICE_PREVIEW_MAX_CONCURRENT at once, queues OFFICE_PREVIEW_MAX_QUEUED, refuses more (503)', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 4 }, (_, index) => [`${index}.docx`, docxSaying(`文件 ${index}`)]),
    );
    const store = memoryStore(files);
    const service = createOfficePreviewService({ store, settings: SETTINGS });
    store.hold();
    const building = [0, 1, 2].map((index) => service.preview(`${index}.docx`, 'docx'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(service.preview('3.docx', 'docx')).rejects.toMatchObject({ status: 503 });
    store.release();
    expect((await Promise.all(building)).map(textOf)).toEqual([['文件 0'], ['文件 1'], ['文件 2']]);
    expect(textOf(await service.preview('3.docx', 'docx'))).toEqual(['文件 3']);
  });

  it('keeps no more previews than OFFICE_PREVIEW_CACHE_BYTES allows', async () => {
    const big = '长'.repeat(20_000);
    const store = memoryStore({ 'a.docx': docxSaying(big), 'b.docx': docxSaying(big) });
    const service = createOfficePreviewService({ store, settings: { ...SETTINGS, cacheBytes: 60_000 } });
    await service.preview('a.docx', 'docx');
    await service.preview('b.docx', 'docx');
    const reads = store.reads;
    // b is kept (the most recent), a was dropped to make room for it.
    await service.preview('b.docx', 'docx');
    expect(store.reads).toBe(reads);
    await service.preview('a.docx', 'docx');
    expect(store.reads).toBeGreaterThan(reads);
  });
});
