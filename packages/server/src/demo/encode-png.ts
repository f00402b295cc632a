import { crc32, deflateSync } from 'node:zlib';
import type { Raster } from './raster';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, tail]);
}

/** Encodes a raster as an 8-bit RGB PNG (filter 0 on every row, zlib-deflated). */
export function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rowBytes = raster.width * 3 + 1;
  const pixels = Buffer.alloc(rowBytes * raster.height);
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const from = (y * raster.width + x) * 4;
      const to = y * rowBytes + 1 + x * 3;
      pixels[to] = raster.data[from] ?? 0;
      pixels[to + 1] = raster.data[from + 1] ?? 0;
      pixels[to + 2] = raster.data[from + 2] ?? 0;
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
