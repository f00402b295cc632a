import { createHash, randomUUID } from 'node:crypto';
import { HttpError } from '../../http/http-error';
import type { FileStore } from '../../storage/file-store';
import type { AigcMetadata } from './aigc-metadata';
import { createLabelOutline, type LabelOutline, labelGeneratedImage } from './label-generated-image';

/** Where labelled pictures are stored; served by the portal's storage download route. */
const LABELLED_PREFIX = 'aigc';

/** What {@link createImageLabeller} needs. */
export interface ImageLabellerOptions {
  store: FileStore;
  fetch?: typeof fetch;
  /** MEDIA_TIMEOUT_MS. */
  timeoutMs: number;
  /** MEDIA_IMAGE_MAX_BYTES. */
  maxBytes: number;
  /** The generating service (the media API's host) for ContentProducer. */
  producer: string;
  /** AIGC_PROPAGATOR. */
  propagator: string;
}

/** Labels one generated picture and answers the address it is served at on `origin`. */
export type ImageLabeller = (upstreamUrl: string, origin: string) => Promise<string>;

const FAILED = '生成的图片无法取回并添加AI生成标识，请稍后重试';

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || !response.body) throw new HttpError(502, FAILED);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HttpError(502, FAILED);
    }
    parts.push(read.value);
  }
  return Buffer.concat(parts);
}

/**
 * Turns a generated picture at the media API's address into one the platform serves, labelled as GB
 * 45438-2025 asks (issue 35): fetched once (http(s) only, within MEDIA_TIMEOUT_MS and MEDIA_IMAGE_MAX_BYTES),
 * "AI生成" drawn in its corner and the `AIGC` metadata written, stored under `aigc/AI生成-<id>.png` (served like every
 * stored file: its own type, sandboxed, nosniff). The upstream's address expires within the hour; ours lasts.
 */
export function createImageLabeller(options: ImageLabellerOptions): ImageLabeller {
  const fetchImpl = options.fetch ?? fetch;
  let outline: LabelOutline | undefined;
  return async (upstreamUrl, origin) => {
    const url = URL.canParse(upstreamUrl) ? new URL(upstreamUrl) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new HttpError(502, FAILED);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'follow' }).catch(
      () => undefined,
    );
    if (!response?.ok) throw new HttpError(502, FAILED);
    const bytes = await readCapped(response, options.maxBytes);
    const id = randomUUID();
    const metadata: AigcMetadata = {
      Label: '1',
      ContentProducer: options.producer,
      ProduceID: createHash('sha256').update(upstreamUrl).digest('hex').slice(0, 32),
      ReservedCode1: '',
      ContentPropagator: options.propagator,
      PropagateID: id,
      ReservedCode2: '',
    };
    outline ??= createLabelOutline();
    const labelled = await labelGeneratedImage(bytes, metadata, outline).catch(() => {
      throw new HttpError(502, FAILED);
    });
    // The label is in the saved file's name too: `AI生成-<id>.png`.
    const key = `${LABELLED_PREFIX}/AI生成-${id}.png`;
    await options.store.put(key, labelled);
    return `${origin}/resource_api/storage/files/${LABELLED_PREFIX}/${encodeURIComponent(`AI生成-${id}.png`)}`;
  };
}
