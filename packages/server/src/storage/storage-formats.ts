import { contentTypeOf, UNKNOWN_CONTENT_TYPE } from '@edu/api-client';
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
  /** In the upload whitelist (the S3 policy pins its type; other extensions are refused). */
  uploadable: boolean;
}

/** Raster images, audio, video and PDF: the only types served inline. */
const INLINE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4', 'mp3', 'pdf']);

/** The upload whitelist: the inline types, office documents, CSV and plain text. */
export const UPLOADABLE_EXTENSIONS = [
  ...INLINE_EXTENSIONS,
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'csv',
  'txt',
] as const;

/**
 * Stored but never uploadable: the demo pictures are drawn as SVG, and SVG can carry script, so it is only
 * ever an attachment (an `<img>` still shows it).
 */
const SERVED_ONLY_EXTENSIONS = new Set(['svg']);

const uploadable = new Set<string>(UPLOADABLE_EXTENSIONS);

/**
 * The format of a file name or storage key, from its lower-cased extension (`x.SVG` is SVG). Types come
 * from the platform's one table (`contentTypeOf` of @edu/api-client); any extension outside the whitelist
 * and the demo pictures is served as plain bytes, so a stored `x.html` or `x.js` is never a page or a script.
 */
export function storageFormatOf(fileName: string): StorageFormat {
  const extension = extensionOf(fileName);
  const known = uploadable.has(extension) || SERVED_ONLY_EXTENSIONS.has(extension);
  return {
    contentType: known ? contentTypeOf(fileName) : UNKNOWN_CONTENT_TYPE,
    disposition: INLINE_EXTENSIONS.has(extension) ? 'inline' : 'attachment',
    uploadable: uploadable.has(extension),
  };
}

/**
 * Sent on every storage response: no script, style, plugin or frame may load, and the document is
 * sandboxed into an opaque origin, so even a file that a browser renders cannot reach the portal's
 * cookies or pages.
 */
export const STORAGE_CSP = "default-src 'none'; sandbox";

/**
 * The name a download is saved under: the name the file was given, with the extension of the stored key
 * (what the type and disposition come from). A stored PDF named `报告.html` is saved as `报告.pdf`, never as a
 * page a browser would open; a name that already ends in the stored extension keeps it.
 */
export function downloadNameOf(fileName: string, key: string): string {
  const extension = extensionOf(key);
  const name = fileName.trim() || 'file';
  const current = extensionOf(name);
  if (current === extension) return name;
  const base = current === '' ? name : name.slice(0, -(current.length + 1)) || 'file';
  return extension === '' ? base : `${base}.${extension}`;
}

/**
 * The headers of a stored file: its type and disposition from the extension, the download name with that
 * extension ({@link downloadNameOf}), the CSP and nosniff.
 */
export function storageFileHeaders(
  key: string,
  fileName: string,
  wanted: 'inline' | 'attachment',
): Record<string, string> {
  const format = storageFormatOf(key);
  const disposition = wanted === 'attachment' || format.disposition === 'attachment' ? 'attachment' : 'inline';
  return {
    'Content-Type': format.contentType,
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(downloadNameOf(fileName, key))}`,
    'Content-Security-Policy': STORAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
  };
}
