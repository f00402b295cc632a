import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** Random access to a file's bytes, `end` exclusive: whole slices, or a stream of one. */
export interface ZipSource {
  size: number;
  read(start: number, end: number): Promise<Buffer>;
  stream(start: number, end: number): AsyncIterable<Uint8Array>;
}

/** One entry of a zip's central directory. */
export interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Thrown when an entry's data cannot be read: a broken header, a method we do not read, corrupt deflate data. */
export class ZipFormatError extends Error {
  override readonly name = 'ZipFormatError';
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const END_RECORD_SEARCH_BYTES = 22 + 65_535;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
/** Directory entries read between two turns of the event loop (a crafted directory may hold a million). */
const ENTRIES_PER_TURN = 4096;

/** Where the central directory is and how large, or undefined for a file that is not a (non-ZIP64) zip. */
async function findDirectory(source: ZipSource): Promise<{ offset: number; size: number } | undefined> {
  const tailStart = Math.max(0, source.size - END_RECORD_SEARCH_BYTES);
  const tail = await source.read(tailStart, source.size);
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    return offset + size > tailStart + at ? undefined : { offset, size };
  }
  return undefined;
}

/**
 * The entries of a zip's central directory whose names `wanted` accepts, by name (the first of a repeated
 * name wins), or undefined when the file is not a readable zip. `allowBytes` is asked for the directory's
 * size first (it counts toward the preview's byte cap); a refusal reads nothing more. The directory is
 * walked a few thousand entries per turn of the event loop.
 */
export async function readZipDirectory(
  source: ZipSource,
  wanted: (name: string) => boolean,
  allowBytes: (count: number) => boolean = () => true,
): Promise<Map<string, ZipEntryInfo> | undefined> {
  const location = await findDirectory(source);
  if (!location || !allowBytes(location.size)) return undefined;
  const directory = await source.read(location.offset, location.offset + location.size);
  const entries = new Map<string, ZipEntryInfo>();
  let at = 0;
  for (let count = 1; at + 46 <= directory.length && directory.readUInt32LE(at) === CENTRAL_DIRECTORY_ENTRY; count++) {
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (wanted(name) && !entries.has(name)) {
      entries.set(name, {
        name,
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
    }
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (count % ENTRIES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return entries;
}

/**
 * The inflated bytes of one entry, as they come: the compressed data is streamed from the source and
 * inflated on libuv's thread pool, so neither the whole entry nor its inflated size is ever held at once,
 * and the caller stops (and nothing more is read) by leaving the loop. A broken entry throws
 * {@link ZipFormatError}, possibly after some of its bytes.
 */
export async function* inflateZipEntry(source: ZipSource, entry: ZipEntryInfo): AsyncGenerator<Buffer> {
  if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATE) {
    throw new ZipFormatError(`compression method ${entry.method} is not read`);
  }
  const header = await source.read(entry.localHeaderOffset, Math.min(source.size, entry.localHeaderOffset + 30));
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw new ZipFormatError('no local header');
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const end = start + entry.compressedSize;
  if (end > source.size) throw new ZipFormatError('entry data past the end of the file');
  if (entry.method === METHOD_STORED) {
    for await (const chunk of source.stream(start, end)) yield Buffer.from(chunk);
    return;
  }
  const compressed = Readable.from(source.stream(start, end));
  const inflater = createInflateRaw();
  compressed.on('error', (error) => inflater.destroy(error));
  compressed.pipe(inflater);
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } catch (error) {
    throw new ZipFormatError(`entry ${entry.name} cannot be inflated`, { cause: error });
  } finally {
    compressed.destroy();
    inflater.destroy();
  }
}
