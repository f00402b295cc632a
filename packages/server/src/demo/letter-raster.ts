import type { Letterer, Lettering } from './create-letterer';
import type { Raster } from './raster';

/** A raster and the words to letter onto it. */
export interface LetteredRaster {
  raster: Raster;
  lettering: readonly Lettering[];
}

/** Glyphs per row of an atlas. */
const ATLAS_COLUMNS = 32;

const maskKey = (size: number, char: string) => `${size}:${char}`;

/**
 * Rasterises the glyphs of `letterings` the letterer has not rasterised yet, all in one SVG atlas and one
 * sharp call (librsvg draws the outlines; no font is involved), and keeps each glyph's coverage. Called
 * once with everything a seed letters, it saves a round trip to libvips' threads per file.
 */
export async function prepareGlyphs(letterings: readonly (readonly Lettering[])[], letterer: Letterer): Promise<void> {
  const missing = new Map<string, { char: string; size: number }>();
  for (const lettering of letterings)
    for (const { text, size } of lettering)
      for (const char of text)
        if (!letterer.masks.has(maskKey(size, char)) && char.trim()) missing.set(maskKey(size, char), { char, size });
  if (missing.size === 0) return;
  const glyphs = [...missing.values()];
  const cell = Math.ceil(Math.max(...glyphs.map((g) => g.size)) * 1.4);
  const rows = Math.ceil(glyphs.length / ATLAS_COLUMNS);
  const origin = (size: number) => ({ x: Math.round(size * 0.1), y: Math.round(size * 1.1) });
  const cells = glyphs.map(({ char, size }, i) => {
    const { x, y } = origin(size);
    const left = (i % ATLAS_COLUMNS) * cell;
    const top = Math.floor(i / ATLAS_COLUMNS) * cell;
    return letterer.svg({ text: char, x: left + x, y: top + y, size, fill: '#ffffff' });
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_COLUMNS * cell}" height="${rows * cell}">${cells.join('')}</svg>`;
  // Loaded when lettering is needed: a server that never seeds never loads the native module.
  const { default: sharp } = await import('sharp');
  const atlas = await sharp(Buffer.from(svg, 'utf8')).ensureAlpha().raw().toBuffer();
  const stride = ATLAS_COLUMNS * cell;
  glyphs.forEach(({ char, size }, i) => {
    const alpha = new Uint8Array(cell * cell);
    const left = (i % ATLAS_COLUMNS) * cell;
    const top = Math.floor(i / ATLAS_COLUMNS) * cell;
    for (let y = 0; y < cell; y++)
      for (let x = 0; x < cell; x++) alpha[y * cell + x] = atlas[((top + y) * stride + left + x) * 4 + 3] ?? 0;
    const { x: originX, y: originY } = origin(size);
    letterer.masks.set(maskKey(size, char), { cell, alpha, originX, originY });
  });
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends each glyph's coverage in its fill colour over the raster, at whole-pixel pen positions. */
function paint(raster: Raster, lettering: readonly Lettering[], letterer: Letterer): void {
  for (const { text, x, y, size, fill, anchor } of lettering) {
    const colour = rgbOf(fill);
    let pen = anchor === 'middle' ? x - letterer.width(text, size) / 2 : x;
    for (const char of text) {
      const mask = letterer.masks.get(maskKey(size, char));
      if (mask) {
        const left = Math.round(pen) - mask.originX;
        const top = Math.round(y) - mask.originY;
        for (let my = 0; my < mask.cell; my++) {
          const row = top + my;
          if (row < 0 || row >= raster.height) continue;
          for (let mx = 0; mx < mask.cell; mx++) {
            const column = left + mx;
            const alpha = (mask.alpha[my * mask.cell + mx] ?? 0) / 255;
            if (alpha === 0 || column < 0 || column >= raster.width) continue;
            const at = (row * raster.width + column) * 4;
            for (let c = 0; c < 3; c++)
              raster.data[at + c] = Math.round((raster.data[at + c] ?? 0) * (1 - alpha) + (colour[c] ?? 0) * alpha);
          }
        }
      }
      pen += letterer.width(char, size);
    }
  }
}

/**
 * Letters text onto rasters (a board, a photo, a video's frames). Each glyph is rasterised once per size
 * for the letterer's life (one atlas per call, for the glyphs not seen before), then blended over the
 * pixels in the line's colour: a video's hundred cards cost a few atlases, not a hundred renders.
 */
export async function letterRasters(frames: readonly LetteredRaster[], letterer: Letterer): Promise<void> {
  await prepareGlyphs(
    frames.map((frame) => frame.lettering),
    letterer,
  );
  for (const { raster, lettering } of frames) paint(raster, lettering, letterer);
}

/** Splits `text` into at most `maxLines` lines that fit `maxWidth` at `size` (the last one cut with …). */
export function wrapText(text: string, size: number, maxWidth: number, maxLines: number, letterer: Letterer): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && letterer.width(line + char, size) > maxWidth) {
      if (lines.length === maxLines - 1) {
        // No room for another line: the last one ends with an ellipsis in place of its last character.
        lines.push(`${[...line].slice(0, -1).join('')}…`);
        return lines.map((l) => l.trim());
      }
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line) lines.push(line);
  return lines.map((l) => l.trim());
}
