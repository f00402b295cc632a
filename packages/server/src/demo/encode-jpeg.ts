import jpeg from 'jpeg-js';
import type { Raster } from './raster';

const JPEG_QUALITY = 82;

/** Encodes a raster as a baseline JPEG (jpeg-js, pure JavaScript). */
export function encodeJpeg(raster: Raster): Buffer {
  const encoded = jpeg.encode(
    { width: raster.width, height: raster.height, data: Buffer.from(raster.data) },
    JPEG_QUALITY,
  );
  return Buffer.from(encoded.data);
}
