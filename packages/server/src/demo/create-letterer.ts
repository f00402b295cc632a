/// <reference path="./opentype-js.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

/** Glyph outlines are kept in font units of this size, then scaled in the SVG. */
const UNITS = 1000;

/** A line of text to letter into an SVG drawing. */
export interface Lettering {
  text: string;
  /** Left edge of the text, or its centre when `anchor` is 'middle'. */
  x: number;
  /** Baseline. */
  y: number;
  /** Font size in the drawing's pixels. */
  size: number;
  fill: string;
  anchor?: 'start' | 'middle';
}

/** A glyph rasterised at one size: its coverage in a square cell, and where its origin sits in it. */
interface GlyphMask {
  cell: number;
  alpha: Uint8Array;
  originX: number;
  originY: number;
}

/** Turns text into SVG paths; see {@link createLetterer}. */
export interface Letterer {
  /** Rasterised glyphs by "size:char", filled by letterRasters and kept for this letterer's life. */
  readonly masks: Map<string, GlyphMask>;
  /** The `<path>` elements that draw `lettering`, in the drawing's coordinates. */
  svg(lettering: Lettering): string;
  /** The width `text` takes at `size`. */
  width(text: string, size: number): number;
}

/**
 * Loads the demo font and returns a letterer that draws text as SVG outlines, so a rasteriser needs no
 * font of its own (ADR 0025, 0032) and every machine letters the same pixels. Glyphs are read from the
 * font when first used and kept for this letterer's life only.
 */
export function createLetterer(): Letterer {
  // Noto Sans SC Bold (SIL OFL) from @fontsource: its simplified-Chinese subset holds Latin letters and digits too.
  const require = createRequire(import.meta.url);
  const bytes = readFileSync(
    require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff'),
  );
  const font = opentype.parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    {
      lowMemory: true,
    },
  );
  const glyphs = new Map<string, { path: string; advance: number }>();
  const glyphOf = (char: string) => {
    let glyph = glyphs.get(char);
    if (!glyph) {
      const outline = font.charToGlyph(char);
      // Drawn at the origin with the baseline at y = 0, in units of UNITS per em.
      glyph = {
        path: outline.getPath(0, 0, UNITS).toPathData(0),
        advance: ((outline.advanceWidth ?? font.unitsPerEm) / font.unitsPerEm) * UNITS,
      };
      glyphs.set(char, glyph);
    }
    return glyph;
  };
  const width = (text: string, size: number) =>
    ([...text].reduce((sum, char) => sum + glyphOf(char).advance, 0) * size) / UNITS;
  return {
    masks: new Map(),
    width,
    svg: ({ text, x, y, size, fill, anchor }) => {
      const scale = size / UNITS;
      let pen = anchor === 'middle' ? x - width(text, size) / 2 : x;
      const paths: string[] = [];
      for (const char of text) {
        const glyph = glyphOf(char);
        if (glyph.path) {
          paths.push(
            `<path transform="translate(${pen.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})" d="${glyph.path}"/>`,
          );
        }
        pen += glyph.advance * scale;
      }
      return `<g fill="${fill}">${paths.join('')}</g>`;
    },
  };
}
