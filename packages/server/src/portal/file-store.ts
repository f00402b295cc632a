import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Metadata of a stored file. */
export interface StoredFile {
  size: number;
}

/** Where uploaded and demo files live (the local disk behind the S3-style contract). */
export interface FileStore {
  /** Writes bytes under a storage key like `uploads/10001/abc/name.pdf`. */
  put(key: string, bytes: Uint8Array): Promise<void>;
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
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async stat(key) {
      if (!isSafeStorageKey(key)) return undefined;
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size } : undefined;
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
