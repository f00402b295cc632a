import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * pixelmatch's colour threshold (0 to 1, its YIQ distance): 0.1 is its default, below what an eye tells
 * apart. Anti-aliased pixels are not counted (pixelmatch tells them from the pixels around them), so a
 * glyph's edge rasterised a shade differently is no change, while a moved, recoloured or missing element is.
 */
const COLOUR_THRESHOLD = 0.1;

/** What comparing a screenshot with its reference found. */
export interface ScreenComparison {
  /** Both images have the same width and height (a layout that grew or shrank does not). */
  sameSize: boolean;
  /** Pixels that differ beyond the colour threshold (all of them when the sizes differ). */
  differentPixels: number;
  /** The differing pixels in red over a faded copy of the reference (undefined when the sizes differ). */
  diff?: Buffer;
}

/** Compares two PNG screenshots pixel by pixel (pixelmatch). */
export function compareScreens(reference: Buffer, actual: Buffer): ScreenComparison {
  const expected = PNG.sync.read(reference);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return { sameSize: false, differentPixels: Math.max(expected.width * expected.height, got.width * got.height) };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differentPixels = pixelmatch(expected.data, got.data, diff.data, expected.width, expected.height, {
    threshold: COLOUR_THRESHOLD,
  });
  return { sameSize: true, differentPixels, diff: PNG.sync.write(diff) };
}

/** A copy of a PNG with a square of `size` px at (x, y) painted a solid colour: a change the check must see. */
export function paintSquare(png: Buffer, x: number, y: number, size: number): Buffer {
  const image = PNG.sync.read(png);
  for (let row = y; row < Math.min(y + size, image.height); row++) {
    for (let column = x; column < Math.min(x + size, image.width); column++) {
      const offset = (row * image.width + column) * 4;
      image.data[offset] = 255;
      image.data[offset + 1] = 0;
      image.data[offset + 2] = 255;
      image.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}
