import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { HttpError } from '../../http/http-error';
import type { FileStore } from '../file-store';
import { buildOfficePreview } from './build-office-preview';
import type { OfficeFormat } from './office-format';
import { isEmptyPreview, type OfficePreview } from './office-preview';
import type { OfficePreviewSettings } from './office-preview-settings';
import type { PreviewCut } from './preview-budget';
import { createPreviewBudget } from './preview-budget';
import type { ZipSource } from './read-zip-entries';
import { renderOfficePreviewBody } from './render-office-preview';

/** A built preview as it is kept: rendered once, with what the route needs to choose its answer. */
interface BuiltPreview {
  /** Why it stops before the end of the file, when it does. */
  cut: PreviewCut | undefined;
  /** Nothing to show: with a cut, the file is "无法在线预览". */
  empty: boolean;
  /** The page below its title (renderOfficePreviewBody). */
  body: string;
}

/** What {@link createOfficePreviewService} needs. */
export interface OfficePreviewServiceOptions {
  store: Pick<FileStore, 'stat' | 'read'>;
  settings: OfficePreviewSettings;
  /** Clock of the build's time cap (milliseconds); injectable for tests. */
  now?: () => number;
}

/** Office previews of stored files, built once per file version. */
export interface OfficePreviewService {
  /**
   * The preview of a stored docx, pptx or xlsx, or undefined when there is no such file. Throws a 503
   * {@link HttpError} when OFFICE_PREVIEW_MAX_QUEUED previews already wait for a build.
   */
  preview(key: string, format: OfficeFormat): Promise<BuiltPreview | undefined>;
}

/** A built preview as it is kept, from what was read. */
async function keptOf(preview: OfficePreview): Promise<BuiltPreview> {
  return { cut: preview.cut, empty: isEmptyPreview(preview.content), body: await renderOfficePreviewBody(preview) };
}

/** A stored file as a {@link ZipSource}: byte ranges read from the store, as slices or as a stream. */
function zipSourceOf(store: OfficePreviewServiceOptions['store'], key: string, size: number): ZipSource {
  const range = (start: number, end: number) => store.read(key, { start, end: end - 1 });
  return {
    size,
    read: async (start, end) =>
      end <= start ? Buffer.alloc(0) : Buffer.from(await new Response(range(start, end)).arrayBuffer()),
    stream: (start, end) =>
      end <= start ? Readable.from([]) : Readable.fromWeb(range(start, end) as NodeReadableStream<Uint8Array>),
  };
}

/**
 * Office previews, built and rendered once per file version (the store's size and modification time, or
 * ETag) and served from a cache bounded by OFFICE_PREVIEW_CACHE_ENTRIES and OFFICE_PREVIEW_CACHE_BYTES (least
 * recently used dropped first). At most OFFICE_PREVIEW_MAX_CONCURRENT builds run at once; requests for a
 * file being built wait for that build, others queue (OFFICE_PREVIEW_MAX_QUEUED at most, then 503). Each
 * build has its own caps ({@link createPreviewBudget}), so no file can hold the server longer than
 * OFFICE_PREVIEW_MAX_MS per build slot.
 */
export function createOfficePreviewService(options: OfficePreviewServiceOptions): OfficePreviewService {
  const { store, settings } = options;
  const now = options.now ?? Date.now;
  const cache =
    settings.cacheEntries > 0 && settings.cacheBytes > 0
      ? new LRUCache<string, BuiltPreview>({
          max: settings.cacheEntries,
          maxSize: settings.cacheBytes,
          // Two bytes a character, and a little for the record.
          sizeCalculation: (kept) => 2 * kept.body.length + 64,
        })
      : undefined;
  const building = new Map<string, Promise<BuiltPreview>>();
  const slots = pLimit(settings.maxConcurrent);
  return {
    async preview(key, format) {
      const info = await store.stat(key);
      if (!info) return undefined;
      const version = `${format}\n${key}\n${info.version}`;
      const cached = cache?.get(version);
      if (cached) return cached;
      const pending = building.get(version);
      if (pending) return pending;
      if (slots.activeCount >= settings.maxConcurrent && slots.pendingCount >= settings.maxQueued) {
        throw new HttpError(503, '在线预览正忙：请稍后再试，或下载后查看', { retryAfterSeconds: 2 });
      }
      const build = slots(async () =>
        keptOf(
          await buildOfficePreview(
            zipSourceOf(store, key, info.size),
            format,
            createPreviewBudget(
              {
                maxInflatedBytes: settings.maxInflatedBytes,
                maxTextChars: settings.maxTextChars,
                maxMs: settings.maxMs,
              },
              now,
            ),
          ),
        ),
      );
      building.set(version, build);
      try {
        const preview = await build;
        cache?.set(version, preview);
        return preview;
      } finally {
        building.delete(version);
      }
    },
  };
}
