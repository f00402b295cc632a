import type { FileStore } from '../../storage/file-store';

/** Where labelled pictures and videos are stored; served by the portal's storage download route. */
const LABELLED_PREFIX = 'aigc';

/** What a labeller of generated media needs (pictures and videos alike). */
export interface LabelledMediaOptions {
  store: FileStore;
  fetch?: typeof fetch;
  /** MEDIA_TIMEOUT_MS. */
  timeoutMs: number;
  /** MEDIA_IMAGE_MAX_BYTES or MEDIA_VIDEO_MAX_BYTES. */
  maxBytes: number;
  /** The generating service (the media API's host) for ContentProducer. */
  producer: string;
  /** AIGC_PROPAGATOR. */
  propagator: string;
}

/**
 * The storage key of a labelled file and the path (from the site's origin) it is served at. The label is
 * in the saved file's name too: `AI生成-<id>.<extension>`.
 */
export function labelledMediaFile(id: string, extension: 'png' | 'mp4'): { key: string; path: string } {
  const name = `AI生成-${id}.${extension}`;
  return {
    key: `${LABELLED_PREFIX}/${name}`,
    path: `/resource_api/storage/files/${LABELLED_PREFIX}/${encodeURIComponent(name)}`,
  };
}
