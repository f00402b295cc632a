import { DEMO_CONTENT_TYPES } from '../demo/demo-file-source';

const EXTRA_TYPES: Record<string, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The content type a stored file is served with, from its extension. */
export function contentTypeOf(fileName: string): string {
  const ext = extensionOf(fileName);
  return (DEMO_CONTENT_TYPES as Record<string, string>)[ext] ?? EXTRA_TYPES[ext] ?? 'application/octet-stream';
}
