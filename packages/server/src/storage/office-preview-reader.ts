import { extractOfficeText, type OfficeFormat, officeTextEntry } from './extract-office-text';
import type { FileStore } from './file-store';
import { readZipEntries, ZipOutputLimitError } from './read-zip-entries';

/** Settings of {@link createOfficePreviewReader}. */
export interface OfficePreviewReaderOptions {
  store: Pick<FileStore, 'stat' | 'read'>;
  /** OFFICE_PREVIEW_MAX_BYTES: most bytes inflated from one file. */
  maxOutputBytes: number;
  /** OFFICE_PREVIEW_CACHE_ENTRIES: files whose text is kept (least recently used dropped first). */
  cacheEntries: number;
}

/** The text of a preview, or why there is none. */
export type OfficePreview = { ok: true; lines: string[] } | { ok: false; reason: 'missing' | 'too-large' };

/**
 * Reads the text of stored office files for their previews: only the entries that hold text are read from
 * the store and inflated, with a cap on their inflated size, and the text is cached by storage key and
 * size (a stored key never changes: uploads refuse a second POST to the same key).
 */
export function createOfficePreviewReader(options: OfficePreviewReaderOptions) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const cache = new Map<string, OfficePreview>();
  const remember = (cacheKey: string, preview: OfficePreview) => {
    if (options.cacheEntries === 0) return;
    cache.set(cacheKey, preview);
    if (cache.size > options.cacheEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
  };

  return {
    async read(key: string, ext: OfficeFormat): Promise<OfficePreview> {
      const info = await options.store.stat(key);
      if (!info) return { ok: false, reason: 'missing' };
      const cacheKey = `${key}\n${info.size}`;
      const cached = cache.get(cacheKey);
      if (cached) {
        cache.delete(cacheKey);
        cache.set(cacheKey, cached);
        return cached;
      }
      const source = {
        size: info.size,
        read: async (start: number, end: number) =>
          end <= start
            ? Buffer.alloc(0)
            : Buffer.from(await new Response(options.store.read(key, { start, end: end - 1 })).arrayBuffer()),
      };
      let preview: OfficePreview;
      try {
        const entries = await readZipEntries(source, officeTextEntry(ext), options.maxOutputBytes);
        preview = { ok: true, lines: extractOfficeText(entries, ext) };
      } catch (error) {
        if (!(error instanceof ZipOutputLimitError)) throw error;
        preview = { ok: false, reason: 'too-large' };
      }
      remember(cacheKey, preview);
      return preview;
    },
  };
}
