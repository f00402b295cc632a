import type { UploadTransport } from './upload-transport';

/** The part of XMLHttpRequest the transport uses, so tests can pass a double and Node never needs one. */
export interface XhrLike {
  open(method: string, url: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { addEventListener(type: 'progress', listener: (event: ProgressEventLike) => void): void };
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
}

/** The fields of a ProgressEvent the transport reads. */
export interface ProgressEventLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/**
 * An upload transport over XMLHttpRequest, which (unlike fetch) reports upload progress. Pass the
 * browser's constructor: `uploadFile(client, file, { transport: createXhrUploadTransport(XMLHttpRequest) })`.
 * Progress is reported in whole percent, never going back, and 100 only once the storage service answered.
 */
export function createXhrUploadTransport(XhrConstructor: new () => XhrLike): UploadTransport {
  return ({ url, form, onProgress, signal }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      const xhr = new XhrConstructor();
      let reported = -1;
      const report = (percent: number) => {
        if (percent <= reported) return;
        reported = percent;
        onProgress?.(percent);
      };
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.upload.addEventListener('progress', (event) => {
        // 100 waits for the answer: the bytes being sent is not the upload being stored.
        if (event.lengthComputable && event.total > 0)
          report(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      });
      xhr.addEventListener('load', () => {
        settle();
        if (xhr.status >= 200 && xhr.status < 300) report(100);
        resolve({ status: xhr.status, body: xhr.responseText });
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError('The upload failed: network error.'));
      });
      xhr.addEventListener('timeout', () => {
        settle();
        reject(new DOMException('The upload timed out.', 'TimeoutError'));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.open('POST', url);
      report(0);
      xhr.send(form);
    });
}
