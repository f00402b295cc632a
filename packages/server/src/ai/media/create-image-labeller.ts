import { createHash, randomUUID } from 'node:crypto';
import { HttpError } from '../../http/http-error';
import type { AigcMetadata } from './aigc-metadata';
import { fetchGeneratedMedia } from './fetch-generated-media';
import { createLabelOutline, type LabelOutline, labelGeneratedImage } from './label-generated-image';
import { type LabelledMediaOptions, labelledMediaFile } from './labelled-media-file';

/** Labels one generated picture and answers the address it is served at on `origin`. */
export type ImageLabeller = (upstreamUrl: string, origin: string) => Promise<string>;

const FAILED = '生成的图片无法取回并添加AI生成标识，请稍后重试';

/**
 * Turns a generated picture at the media API's address into one the platform serves, labelled as GB
 * 45438-2025 asks (issue 35): fetched once (http(s) only, within MEDIA_TIMEOUT_MS and MEDIA_IMAGE_MAX_BYTES),
 * "AI生成" drawn in its corner and the `AIGC` metadata written, stored under `aigc/AI生成-<id>.png` (served like every
 * stored file: its own type, sandboxed, nosniff). The upstream's address expires within the hour; ours lasts.
 */
export function createImageLabeller(options: LabelledMediaOptions): ImageLabeller {
  const fetchImpl = options.fetch ?? fetch;
  let outline: LabelOutline | undefined;
  return async (upstreamUrl, origin) => {
    const bytes = await fetchGeneratedMedia(upstreamUrl, {
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      failed: FAILED,
      tooLarge: FAILED,
    });
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
    const file = labelledMediaFile(id, 'png');
    await options.store.put(file.key, labelled);
    return `${origin}${file.path}`;
  };
}
