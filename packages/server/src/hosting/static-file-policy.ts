import path from 'node:path';
import { IMMUTABLE_CACHE_SECONDS } from '../constants';

/** Content types of the files a front-end build emits; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** The content type of a file name (by extension). */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Splits a URL path below the mount into safe segments, or undefined when it could leave the folder:
 * empty, `.` and `..` segments, hidden files, encoded slashes or backslashes, NUL and bad escapes.
 */
export function safeRelativeSegments(rawRelative: string): string[] | undefined {
  if (rawRelative === '') return undefined;
  const segments: string[] = [];
  for (const raw of rawRelative.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

// Vite names emitted chunks and assets `<name>-<8-character base64url hash>.<ext>`.
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/**
 * Cache-Control of a widget file: the loader (and any other file whose name is not content-hashed) is
 * revalidated on every load so a new build reaches pages at once; hashed chunks and assets never change
 * under their name, so browsers keep them for a year without asking.
 */
export function cacheControlOf(segments: readonly string[]): string {
  const name = segments.at(-1) ?? '';
  const hashed = segments.length > 1 && HASHED_NAME.test(name);
  return hashed ? `public, max-age=${IMMUTABLE_CACHE_SECONDS}, immutable` : 'no-cache';
}

/** A weak validator from the file's size and modification time (cheap: no read of the bytes). */
export function etagOf(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** True when an If-None-Match header names the current ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
