import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/** Random access to a file's bytes: `read(start, end)` answers the bytes from start up to end exclusive. */
export interface ZipSource {
  size: number;
  read(start: number, end: number): Promise<Buffer>;
}

/** Thrown when the wanted entries would inflate beyond the allowed output. */
export class ZipOutputLimitError extends Error {
  override readonly name = 'ZipOutputLimitError';
  constructor(readonly maxOutputBytes: number) {
    super(`zip entries inflate beyond ${maxOutputBytes} bytes`);
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const END_RECORD_SEARCH_BYTES = 22 + 65_535;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;

/** One entry of the central directory. */
interface DirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The central directory's entries, or undefined for a file that is not a (non-ZIP64) zip. */
async function readDirectory(source: ZipSource): Promise<DirectoryEntry[] | undefined> {
  const tailStart = Math.max(0, source.size - END_RECORD_SEARCH_BYTES);
  const tail = await source.read(tailStart, source.size);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > tailStart + end) return undefined;
  const directory = await source.read(directoryOffset, directoryOffset + directorySize);
  const entries: DirectoryEntry[] = [];
  let at = 0;
  while (at + 46 <= directory.length && directory.readUInt32LE(at) === CENTRAL_DIRECTORY_ENTRY) {
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      name: directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Reads only the wanted entries of a zip (an office file), through its central directory: other entries
 * are never read or inflated, and the wanted ones together inflate to at most `maxOutputBytes` (a zip bomb
 * stops there with {@link ZipOutputLimitError} instead of filling memory). Inflation runs on libuv's thread
 * pool, so the event loop stays free. A file that is not a readable zip gives an empty map.
 */
export async function readZipEntries(
  source: ZipSource,
  wanted: (name: string) => boolean,
  maxOutputBytes: number,
): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const directory = await readDirectory(source);
  if (!directory) return found;
  let budget = maxOutputBytes;
  for (const entry of directory) {
    if (!wanted(entry.name) || found.has(entry.name)) continue;
    if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATE) continue;
    const header = await source.read(entry.localHeaderOffset, Math.min(source.size, entry.localHeaderOffset + 30));
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) continue;
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.compressedSize > source.size) continue;
    const data = await source.read(start, start + entry.compressedSize);
    let bytes: Buffer;
    if (entry.method === METHOD_STORED) {
      if (data.length > budget) throw new ZipOutputLimitError(maxOutputBytes);
      bytes = data;
    } else {
      try {
        bytes = await inflate(data, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if (error instanceof RangeError) throw new ZipOutputLimitError(maxOutputBytes);
        continue;
      }
    }
    budget -= bytes.length;
    found.set(entry.name, bytes);
  }
  return found;
}
