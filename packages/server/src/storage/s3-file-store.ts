import type { Readable } from 'node:stream';
import { S3_REQUEST_TTL_SECONDS } from '../constants';
import { HttpError } from '../http/http-error';
import { type FileStore, isSafeStorageKey } from './file-store';
import { objectUrl, presignUrl } from './presign-url';
import { storageFormatOf } from './storage-formats';
import type { StorageSettings } from './storage-settings';

/** What {@link createS3FileStore} needs: the S3 settings, and (for tests) a fetch and a clock. */
interface S3FileStoreOptions {
  settings: Extract<StorageSettings, { mode: 's3' }>;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A refusal of the store, with its status (the demo seed or a preview fails with it). */
class S3StoreError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`S3 store answered ${status} to ${what}`);
  }
}

/** What a request answers when the store cannot be reached or fails on its side (issue 34). */
const STORE_UNAVAILABLE = '文件存储暂时不可用，请稍后再试';

/**
 * The {@link FileStore} over an S3-compatible store (MinIO, OSS, S3): each request presigned like the
 * downloads the browser follows (path-style, SigV4 in the query), so the server needs no SDK. What the
 * server itself stores and reads goes through here: the demo seed's files, office previews, the size of an
 * upload the browser posted straight to the store. Every copy of the server sees the same files.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { settings } = options;
  const fetchStore = options.fetch ?? fetch;
  // The store unreachable (a network failure) or failing on its side (5xx) is a 503 for whoever asked, in
  // words: nothing was written, so nothing the user was told about is lost.
  const fetchImpl = async (url: string, init?: RequestInit): Promise<Response> => {
    let response: Response;
    try {
      response = await fetchStore(url, init);
    } catch {
      throw new HttpError(503, STORE_UNAVAILABLE);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new HttpError(503, STORE_UNAVAILABLE);
    }
    return response;
  };
  const now = options.now ?? (() => new Date());
  const urlOf = (method: 'GET' | 'HEAD' | 'PUT' | 'DELETE', key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return presignUrl({
      ...settings,
      method,
      url: objectUrl(settings.endpoint, settings.bucket, key),
      now: now(),
      expiresSeconds: S3_REQUEST_TTL_SECONDS,
    });
  };
  const put = async (key: string, bytes: Uint8Array) => {
    const response = await fetchImpl(urlOf('PUT', key), {
      method: 'PUT',
      // A copy on its own ArrayBuffer: what fetch's body type accepts under the DOM typings too.
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': storageFormatOf(key).contentType },
    });
    await response.body?.cancel();
    if (!response.ok) throw new S3StoreError(response.status, `PUT ${key}`);
  };

  return {
    put,
    async putStream(key: string, source: Readable, maxBytes: number) {
      // S3 wants the length before the body: collect up to the cap, then put in one request.
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      }
      if (size > maxBytes) return { stored: false, size };
      await put(key, Buffer.concat(chunks));
      return { stored: true, size };
    },
    async remove(key) {
      const response = await fetchImpl(urlOf('DELETE', key), { method: 'DELETE' });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new S3StoreError(response.status, `DELETE ${key}`);
    },
    async stat(key) {
      if (!isSafeStorageKey(key)) return undefined;
      const response = await fetchImpl(urlOf('HEAD', key), { method: 'HEAD' });
      await response.body?.cancel();
      if (response.status === 404) return undefined;
      if (!response.ok) throw new S3StoreError(response.status, `HEAD ${key}`);
      const size = Number(response.headers.get('content-length') ?? 0);
      const tag = response.headers.get('etag') ?? response.headers.get('last-modified');
      return { size, version: tag ? `${size}:${tag}` : String(size) };
    },
    read(key, range) {
      const url = urlOf('GET', key);
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const headers: Record<string, string> = range ? { Range: `bytes=${range.start}-${range.end}` } : {};
      void fetchImpl(url, { headers })
        .then(async (response) => {
          if (!response.ok || !response.body) {
            await response.body?.cancel();
            throw new S3StoreError(response.status, `GET ${key}`);
          }
          await response.body.pipeTo(writable);
        })
        .catch((error: unknown) => writable.abort(error).catch(() => undefined));
      return readable;
    },
  };
}
