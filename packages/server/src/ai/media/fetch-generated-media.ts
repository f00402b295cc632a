import { HttpError } from '../../http/http-error';

/** How {@link fetchGeneratedMedia} fetches and what it answers when it cannot. */
export interface GeneratedMediaFetch {
  fetch: typeof fetch;
  /** MEDIA_TIMEOUT_MS. */
  timeoutMs: number;
  /** MEDIA_IMAGE_MAX_BYTES or MEDIA_VIDEO_MAX_BYTES. */
  maxBytes: number;
  /** The 502's message when the file cannot be fetched. */
  failed: string;
  /** The 502's message when it is larger than `maxBytes`. */
  tooLarge: string;
}

/** The 502 for a file over the size limit: unlike a failed download, trying again cannot help. */
export class MediaTooLargeError extends HttpError {}

async function readCapped(response: Response, options: GeneratedMediaFetch): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > options.maxBytes) throw new MediaTooLargeError(502, options.tooLarge);
  if (!response.body) throw new HttpError(502, options.failed);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > options.maxBytes) {
      await reader.cancel();
      throw new MediaTooLargeError(502, options.tooLarge);
    }
    parts.push(read.value);
  }
  return Buffer.concat(parts);
}

/**
 * Fetches a generated file from the media API's address, once: http(s) only, within the time limit, and
 * counted as it arrives so a file over the size limit is cut off, not held. Failures are 502s, a
 * {@link MediaTooLargeError} for a file over the limit.
 */
export async function fetchGeneratedMedia(upstreamUrl: string, options: GeneratedMediaFetch): Promise<Buffer> {
  const url = URL.canParse(upstreamUrl) ? new URL(upstreamUrl) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new HttpError(502, options.failed);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const response = await options.fetch(url, { signal, redirect: 'follow' }).catch(() => undefined);
  if (!response?.ok) throw new HttpError(502, options.failed);
  return readCapped(response, options).catch((error: unknown) => {
    throw error instanceof HttpError ? error : new HttpError(502, options.failed);
  });
}
