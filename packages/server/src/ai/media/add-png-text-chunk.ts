import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Adds a `tEXt` chunk (keyword, NUL, Latin-1 text; PNG spec §11.3.4.3) just before `IEND`. The text must be
 * Latin-1: callers escape anything else (JSON's `\uXXXX`). Throws for bytes that are not a PNG.
 */
export function addPngTextChunk(png: Uint8Array, keyword: string, text: string): Buffer {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG file');
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword) || /[\u0100-\uffff]/.test(text)) {
    throw new Error('A tEXt chunk holds a printable Latin-1 keyword and Latin-1 text');
  }
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  // IEND is the last chunk: 4 bytes length (0), 'IEND', 4 bytes CRC.
  const iend = bytes.length - 12;
  if (bytes.subarray(iend + 4, iend + 8).toString('latin1') !== 'IEND') throw new Error('PNG without IEND at its end');
  return Buffer.concat([bytes.subarray(0, iend), chunk, bytes.subarray(iend)]);
}
