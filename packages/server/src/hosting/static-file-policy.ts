import { IMMUTABLE_CACHE_SECONDS } from '../constants';

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
