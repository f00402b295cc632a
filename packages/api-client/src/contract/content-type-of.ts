/**
 * The one file-extension → `Content-Type` table of the platform: front-end build files (pages,
 * scripts, styles, fonts, images) and the documents and media users upload. Pure data, so the test
 * servers use it today and the server's static hosting and file store can import it too.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  wasm: 'application/wasm',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** What a file of an unknown kind is served as: plain bytes, which browsers never run or render. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The `Content-Type` of a file name or `/`-separated path, by its extension (any case). */
export function contentTypeOf(filePath: string): string {
  const extension = fileExtension(filePath.slice(filePath.lastIndexOf('/') + 1));
  // hasOwn: a name like `x.constructor` must not find Object.prototype's members.
  return (Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined) ?? UNKNOWN_CONTENT_TYPE;
}
