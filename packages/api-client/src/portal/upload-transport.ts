import type { FetchFunction } from '../http/fetch-function';

/** One multipart POST to the storage service. */
export interface UploadRequest {
  url: string;
  form: FormData;
  /** Upload progress in percent, 0 to 100. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** What the storage service answered. */
export interface UploadResponse {
  status: number;
  body: string;
}

/**
 * Sends an upload. Injected so browsers can use an XMLHttpRequest-based transport for real progress
 * events, while the package itself touches no browser global.
 */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

/**
 * The default transport, over fetch: fetch reports no upload progress, so it reports 0 when the request
 * starts and 100 when the storage service has answered with success.
 */
export function createFetchUploadTransport(fetchFunction?: FetchFunction): UploadTransport {
  return async ({ url, form, onProgress, signal }) => {
    onProgress?.(0);
    const response = await (fetchFunction ?? globalThis.fetch)(url, { method: 'POST', body: form, signal });
    const body = await response.text();
    if (response.ok) onProgress?.(100);
    return { status: response.status, body };
  };
}
