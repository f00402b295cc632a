import type { PreviewFile } from '@edu/api-client';

/** SPEC §9: the kind of a file by its extension. */
export type FileKind = 'video' | 'audio' | 'image' | 'pdf' | 'word' | 'ppt' | 'excel' | 'other';

const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  mp4: 'video',
  mp3: 'audio',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  ppt: 'ppt',
  pptx: 'ppt',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  ...Object.fromEntries(
    ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'ico', 'tif', 'tiff'].map((extension) => [extension, 'image']),
  ),
};

/** The lower-case extension of a file (its `fileExt`, else its name's), without the dot. */
export function extensionOf(file: Pick<PreviewFile, 'fileExt' | 'fileName'>): string {
  const declared = file.fileExt?.trim().replace(/^\./, '');
  if (declared) return declared.toLowerCase();
  const name = file.fileName ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A picture shown by the preview dialog as a file of its own (a painting, an album photo): its address is
 * its file, and its extension (`.webp`, `.jpg`, `.svg`) says what it is; one without is taken for a photo.
 */
export function pictureAsPreviewFile(id: string, title: string, url: string): PreviewFile {
  const fileName = new URL(url, 'http://picture.invalid').pathname.split('/').pop();
  return { id, fileName: title, fileExt: extensionOf({ fileName }) || 'jpg', fileUrl: url };
}

/** SPEC §9: video mp4; audio mp3; doc, ppt, pdf, xls (with csv) and image formats; anything else 'other'. */
export function fileKindOf(extension: string): FileKind {
  return KIND_BY_EXTENSION[extension.toLowerCase()] ?? 'other';
}

/**
 * Types the embedded frame can show (SPEC §2: the icon list's office types). PDF and audio are not among
 * them: the server sandboxes every stored file (`default-src 'none'; sandbox`). Chrome refuses to run its
 * PDF viewer in a sandboxed document, so PDFs are drawn by pdf.js; and the media document a browser builds
 * around an mp3 in a frame inherits that policy and may not load its own source, so mp3 plays on the page.
 */
const FRAME_EXTENSIONS: readonly string[] = ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx'];

/** How the dialog shows a file (SPEC §2). */
export type PreviewMode =
  | { kind: 'image'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'audio'; src: string }
  | { kind: 'pdf'; src: string }
  | { kind: 'frame'; src: string }
  | { kind: 'unavailable' };

/**
 * SPEC §2: images inline, mp4 in a video player, mp3 in an audio player on the page, PDFs as bytes from
 * the file's URL drawn by pdf.js, other previewable types in a frame from the preview URL (falling back to
 * the path); anything else, or a file without an address, cannot be previewed.
 */
export function previewModeOf(file: PreviewFile): PreviewMode {
  const extension = extensionOf(file);
  const kind = fileKindOf(extension);
  const direct = file.fileUrl || file.path || '';
  if (kind === 'image' && direct) return { kind: 'image', src: direct };
  if (extension === 'mp4' && direct) return { kind: 'video', src: direct };
  const played = file.reviewUrl || direct;
  if (extension === 'mp3' && played) return { kind: 'audio', src: played };
  const bytes = direct || file.reviewUrl || '';
  if (extension === 'pdf' && bytes) return { kind: 'pdf', src: bytes };
  const frame = file.reviewUrl || file.path || '';
  if (FRAME_EXTENSIONS.includes(extension) && frame) return { kind: 'frame', src: frame };
  return { kind: 'unavailable' };
}

/** SPEC §2: arrows when the list has more than one file; the left disabled at the first, the right at the last. */
export function previewArrows(index: number, count: number): { shown: boolean; previous: boolean; next: boolean } {
  return { shown: count > 1, previous: index > 0, next: index < count - 1 };
}

/** The id the view logs name: `fileId`, else `id`. */
export function fileIdOf(file: PreviewFile): string | undefined {
  const id = file.fileId ?? file.id;
  return id === null || id === undefined || id === '' ? undefined : String(id);
}

/** The address a signed-in user downloads from (the store answers with an attachment). */
export function downloadUrlOf(file: PreviewFile): string | undefined {
  const url = file.fileUrl || file.path;
  if (!url) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
