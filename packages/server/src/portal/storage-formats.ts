import { extensionOf } from './storage-keys';

/** How files of one extension are stored and served. */
export interface StorageFormat {
  contentType: string;
  /**
   * `inline` only for what a browser shows without running anything of ours: raster images, audio, video
   * and PDF. Everything else (SVG, office files, text) is an attachment, so it never opens as a document
   * on the portal's origin.
   */
  disposition: 'inline' | 'attachment';
  /** In the upload whitelist (the S3 policy pins this type; other extensions are refused). */
  uploadable: boolean;
}

/** The one table of stored file types, by lower-case extension. */
export const STORAGE_FORMATS: Readonly<Record<string, StorageFormat>> = {
  png: { contentType: 'image/png', disposition: 'inline', uploadable: true },
  jpg: { contentType: 'image/jpeg', disposition: 'inline', uploadable: true },
  jpeg: { contentType: 'image/jpeg', disposition: 'inline', uploadable: true },
  gif: { contentType: 'image/gif', disposition: 'inline', uploadable: true },
  webp: { contentType: 'image/webp', disposition: 'inline', uploadable: true },
  mp4: { contentType: 'video/mp4', disposition: 'inline', uploadable: true },
  mp3: { contentType: 'audio/mpeg', disposition: 'inline', uploadable: true },
  pdf: { contentType: 'application/pdf', disposition: 'inline', uploadable: true },
  doc: { contentType: 'application/msword', disposition: 'attachment', uploadable: true },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    disposition: 'attachment',
    uploadable: true,
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', disposition: 'attachment', uploadable: true },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    disposition: 'attachment',
    uploadable: true,
  },
  xls: { contentType: 'application/vnd.ms-excel', disposition: 'attachment', uploadable: true },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: 'attachment',
    uploadable: true,
  },
  csv: { contentType: 'text/csv; charset=utf-8', disposition: 'attachment', uploadable: true },
  txt: { contentType: 'text/plain; charset=utf-8', disposition: 'attachment', uploadable: true },
  // The demo pictures are drawn as SVG; SVG can carry script, so it is never uploadable nor shown inline.
  svg: { contentType: 'image/svg+xml', disposition: 'attachment', uploadable: false },
};

const UNKNOWN_FORMAT: StorageFormat = {
  contentType: 'application/octet-stream',
  disposition: 'attachment',
  uploadable: false,
};

/** The format of a file name or storage key, from its lower-cased extension (`x.SVG` is SVG). */
export function storageFormatOf(fileName: string): StorageFormat {
  return STORAGE_FORMATS[extensionOf(fileName)] ?? UNKNOWN_FORMAT;
}

/** The extensions of the upload whitelist, for messages. */
export const UPLOADABLE_EXTENSIONS = Object.entries(STORAGE_FORMATS)
  .filter(([, format]) => format.uploadable)
  .map(([extension]) => extension);

/**
 * Sent on every storage response: no script, style, plugin or frame may load, and the document is
 * sandboxed into an opaque origin, so even a file that a browser renders cannot reach the portal's
 * cookies or pages.
 */
export const STORAGE_CSP = "default-src 'none'; sandbox";

/** The headers of a stored file: its type and disposition from the extension, the CSP and nosniff. */
export function storageFileHeaders(
  key: string,
  downloadName: string,
  wanted: 'inline' | 'attachment',
): Record<string, string> {
  const format = storageFormatOf(key);
  const disposition = wanted === 'attachment' || format.disposition === 'attachment' ? 'attachment' : 'inline';
  return {
    'Content-Type': format.contentType,
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
    'Content-Security-Policy': STORAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
  };
}
