/// <reference path="../../demo/opentype-js.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type opentypeModule from 'opentype.js';
import sharp from 'sharp';
import { addPngTextChunk } from './add-png-text-chunk';
import { AIGC_METADATA_KEY, type AigcMetadata, aigcJson } from './aigc-metadata';
import { aigcXmpPacket } from './aigc-xmp-packet';

/** The visible label drawn into a generated picture's corner. */
const IMAGE_LABEL_TEXT = 'AI生成';

/** The label's text height as a share of the picture's shorter side: the standard asks for at least 5 %. */
const LABEL_HEIGHT_SHARE = 0.06;
/** Pictures larger than this many pixels are refused (a decompression bomb from a broken upstream). */
const MAX_INPUT_PIXELS = 40_000_000;

/** Draws text as SVG `<path>` elements (baseline at y = 0), so the rasteriser needs no font of its own. */
export type LabelOutline = (text: string, size: number) => { path: string; width: number };

/** Outlines from Noto Sans SC Bold (@fontsource, SIL OFL), the font the demo pictures are lettered in. */
export function createLabelOutline(): LabelOutline {
  const require = createRequire(import.meta.url);
  // Required, not imported: the package is CommonJS, and a bundler resolving its ESM build finds no default export.
  const opentype = require('opentype.js') as typeof opentypeModule;
  const bytes = readFileSync(
    require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff'),
  );
  const font = opentype.parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    {
      lowMemory: true,
    },
  );
  // Outlines are taken at 1000 units per em and scaled, as the demo letterer does: taken at the label's small
  // size, some glyphs' rounded contours lose their fill.
  const units = 1000;
  return (text, size) => {
    const scale = size / units;
    let pen = 0;
    const parts: string[] = [];
    for (const character of text) {
      const glyph = font.charToGlyph(character);
      const data = glyph.getPath(0, 0, units).toPathData(0);
      if (data) parts.push(`<path transform="translate(${pen.toFixed(1)} 0) scale(${scale.toFixed(4)})" d="${data}"/>`);
      pen += ((glyph.advanceWidth ?? font.unitsPerEm) / font.unitsPerEm) * size;
    }
    return { path: parts.join(''), width: pen };
  };
}

/**
 * A generated picture as the platform hands it out (issue 35): PNG, with "AI生成" drawn on a dark plate in
 * its lower right corner (text height 6 % of the shorter side) and the implicit label twice: a tEXt chunk
 * keyed `AIGC` and the same fields as XMP (TC260 namespace) in an iTXt chunk keyed `XML:com.adobe.xmp`, which
 * XMP-aware tools read.
 */
export async function labelGeneratedImage(
  bytes: Uint8Array,
  metadata: AigcMetadata,
  outline: LabelOutline,
): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  if (width === 0 || height === 0) throw new Error('The generated picture has no size');
  const size = Math.max(12, Math.ceil(Math.min(width, height) * LABEL_HEIGHT_SHARE));
  const text = outline(IMAGE_LABEL_TEXT, size);
  const padding = Math.ceil(size * 0.35);
  const plateWidth = Math.ceil(text.width + padding * 2);
  const plateHeight = Math.ceil(size * 1.2 + padding * 2);
  const margin = Math.ceil(size * 0.4);
  const plate = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${plateWidth}" height="${plateHeight}">` +
      `<rect width="${plateWidth}" height="${plateHeight}" rx="${padding}" fill="#000" fill-opacity="0.55"/>` +
      `<g transform="translate(${padding} ${padding + size})" fill="#fff">${text.path}</g></svg>`,
  );
  const png = await image
    .composite([
      {
        input: plate,
        left: Math.max(0, width - plateWidth - margin),
        top: Math.max(0, height - plateHeight - margin),
      },
    ])
    .png()
    .toBuffer();
  const withJson = addPngTextChunk(png, AIGC_METADATA_KEY, aigcJson(metadata));
  return addPngTextChunk(withJson, 'XML:com.adobe.xmp', aigcXmpPacket(metadata), 'iTXt');
}
