import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The two text chunks of PNG spec §11.3.4: `tEXt` holds Latin-1 text (callers escape anything else, as
 * JSON's `\uXXXX`), `iTXt` holds UTF-8 (an XMP packet, keyed `XML:com.adobe.xmp`).
 */
type PngTextChunkType = 'tEXt' | 'iTXt';

function chunkData(type: PngTextChunkType, keyword: string, text: string): Buffer {
  const keywordBytes = Buffer.from(keyword, 'latin1');
  if (type === 'tEXt') {
    if (/[\u0100-\uffff]/.test(text)) throw new Error('A tEXt chunk holds Latin-1 text only');
    return Buffer.concat([keywordBytes, Buffer.from([0]), Buffer.from(text, 'latin1')]);
  }
  // Keyword, NUL, compression flag 0 and method 0, an empty language tag and translated keyword (each
  // ended by NUL), then the UTF-8 text.
  return Buffer.concat([keywordBytes, Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, 'utf8')]);
}

/**
 * Adds a text chunk just before `IEND`: `tEXt` by default, `iTXt` for Unicode text. The keyword is printable
 * Latin-1 (1-79 characters). Throws for bytes that are not a PNG.
 */
export function addPngTextChunk(
  png: Uint8Array,
  keyword: string,
  text: string,
  type: PngTextChunkType = 'tEXt',
): Buffer {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG file');
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error('A PNG text chunk is keyed by printable Latin-1');
  const data = chunkData(type, keyword, text);
  const typeBytes = Buffer.from(type, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeBytes.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])), 8 + data.length);
  // IEND is the last chunk: 4 bytes length (0), 'IEND', 4 bytes CRC.
  const iend = bytes.length - 12;
  if (bytes.subarray(iend + 4, iend + 8).toString('latin1') !== 'IEND') throw new Error('PNG without IEND at its end');
  return Buffer.concat([bytes.subarray(0, iend), chunk, bytes.subarray(iend)]);
}
