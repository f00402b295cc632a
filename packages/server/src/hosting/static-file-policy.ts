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

/** The suffixes of the build's precompressed copies, by content coding. */
export const COMPRESSED_COPY_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/**
 * True for a build's precompressed copy (`x.js.br`, `x.js.gz`): it is sent only in place of its original,
 * chosen by Accept-Encoding with the original's type, never under its own name as bytes of no type.
 */
export function isCompressedCopy(name: string): boolean {
  return Object.values(COMPRESSED_COPY_SUFFIXES).some((suffix) => name.endsWith(suffix));
}

/** The original a served file stands for: `x.js` for `x.js.br`, the name itself otherwise. */
export function originalOf(filePath: string): string {
  const suffix = Object.values(COMPRESSED_COPY_SUFFIXES).find((candidate) => filePath.endsWith(candidate));
  return suffix ? filePath.slice(0, -suffix.length) : filePath;
}

// Vite names emitted chunks and assets `<name>-<8-character base64url hash>.<ext>`.
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/**
 * Cache-Control of a built file: the widget's loader (and any other file whose name is not
 * content-hashed) is revalidated on every load so a new build reaches pages at once; hashed chunks and
 * assets never change under their name, so browsers keep them for a year without asking.
 */
export function cacheControlOf(segments: readonly string[]): string {
  const name = segments.at(-1) ?? '';
  const hashed = segments.length > 1 && HASHED_NAME.test(name);
  return hashed ? `public, max-age=${IMMUTABLE_CACHE_SECONDS}, immutable` : 'no-cache';
}

/**
 * A weak validator from the served file's size and modification time (cheap: no read of the bytes).
 * A precompressed copy has its own size, so each content coding gets its own tag, as RFC 9110 §8.8.3 asks.
 */
export function etagOf(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}
