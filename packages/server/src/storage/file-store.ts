import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Metadata of a stored file. */
interface StoredFile {
  size: number;
  /**
   * Names this version of the file (its size and modification time, or the store's ETag): what a preview
   * built from the file is cached under, so a rewritten file is never shown from an older one's preview.
   */
  version: string;
}

/** The outcome of {@link FileStore.putStream}: stored, or refused for size with nothing kept. */
type StreamedPut = { stored: true; size: number } | { stored: false; size: number };

/** Where uploaded and demo files live (the local disk behind the S3-style contract). */
export interface FileStore {
  /** Writes bytes under a storage key like `uploads/10001/abc/name.pdf`. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Streams bytes under a key, counting as they arrive: past `maxBytes` the part written is deleted and
   * the rest of the source is read and discarded (so a form parser behind it is never stalled). A source
   * that fails leaves nothing behind and rejects.
   */
  putStream(key: string, source: Readable, maxBytes: number): Promise<StreamedPut>;
  /** Deletes a stored file (nothing happens when there is none). */
  remove(key: string): Promise<void>;
  /** Size of a stored file, or undefined when there is none. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** A web stream of the bytes from `start` to `end` inclusive (the whole file without a range). */
  read(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
}

/** Storage keys: path segments of letters, digits, CJK, dot, dash and underscore; no `..`. */
const SAFE_KEY = /^(?!.*\.\.)[\p{L}\p{N}._-]+(\/[\p{L}\p{N}._-]+)*$/u;

/** True for a key that maps to a file inside the store's folder. */
export function isSafeStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && SAFE_KEY.test(key);
}

/** A file store in a folder (DATA_DIR/files by default). Writes go to a temp file then rename. */
export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string): string => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // A name of its own per write: two writes of one key, in this process or another copy on a shared
      // volume (where every container may be PID 1), never share a temporary file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putStream(key, source, maxBytes) {
      if (source.destroyed) throw new Error('The upload stream ended before it could be stored');
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      const out = createWriteStream(temporary);
      let size = 0;
      let over = false;
      const outcome = await new Promise<{ over: boolean; failure?: unknown }>((settle) => {
        const fail = (failure: unknown) => {
          source.off('data', onData);
          out.destroy();
          settle({ over, failure });
        };
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (over) return;
          if (size > maxBytes) {
            over = true;
            out.destroy();
            source.resume();
            return;
          }
          if (!out.write(chunk)) {
            source.pause();
            out.once('drain', () => source.resume());
          }
        };
        source.on('data', onData);
        source.once('error', fail);
        out.once('error', (error) => {
          if (!over) fail(error);
        });
        source.once('end', () => {
          if (over) settle({ over });
          else out.end(() => settle({ over }));
        });
      });
      if (outcome.failure !== undefined || outcome.over) {
        // The file may still be opening: remove it once the stream has let go of it.
        if (!out.closed) await once(out, 'close');
        await rm(temporary, { force: true });
        // Upload keys get a folder of their own: leave no empty one behind.
        await rmdir(path.dirname(target)).catch(() => undefined);
        if (outcome.failure !== undefined) throw outcome.failure;
        return { stored: false, size };
      }
      await rename(temporary, target);
      return { stored: true, size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async stat(key) {
      if (!isSafeStorageKey(key)) return undefined;
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size, version: `${info.size}:${info.mtimeMs}` } : undefined;
      } catch {
        return undefined;
      }
    },
    read(key, range) {
      const stream = createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
  };
}
