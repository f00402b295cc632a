/** An RGB picture in memory that the demo PNG, JPEG and MP4 generators draw into. */
export interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row by row. */
  data: Uint8Array;
}

/** An RGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

/** Creates a raster filled with one colour. */
export function createRaster(width: number, height: number, fill: Rgb = [255, 255, 255]): Raster {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = fill[0];
    data[i + 1] = fill[1];
    data[i + 2] = fill[2];
    data[i + 3] = 255;
  }
  return { width, height, data };
}

/** Sets one pixel; points outside the raster are ignored so shapes may overlap the edges. */
function setPixel(raster: Raster, x: number, y: number, colour: Rgb): void {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  const offset = (Math.floor(y) * raster.width + Math.floor(x)) * 4;
  raster.data[offset] = colour[0];
  raster.data[offset + 1] = colour[1];
  raster.data[offset + 2] = colour[2];
}

/** Mixes two colours; `t` 0 gives `a`, 1 gives `b`. */
export function mixColour(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

/** Fills the rows from `top` to `bottom` with a vertical gradient. */
export function fillVerticalGradient(raster: Raster, top: number, bottom: number, from: Rgb, to: Rgb): void {
  for (let y = Math.max(0, top); y < Math.min(raster.height, bottom); y++) {
    const colour = mixColour(from, to, (y - top) / Math.max(1, bottom - top));
    for (let x = 0; x < raster.width; x++) setPixel(raster, x, y, colour);
  }
}

/** Fills an axis-aligned rectangle. */
export function fillRect(raster: Raster, x: number, y: number, w: number, h: number, colour: Rgb): void {
  for (let row = Math.max(0, Math.floor(y)); row < Math.min(raster.height, y + h); row++) {
    for (let col = Math.max(0, Math.floor(x)); col < Math.min(raster.width, x + w); col++) {
      setPixel(raster, col, row, colour);
    }
  }
}

/** Fills a disc. */
export function fillCircle(raster: Raster, cx: number, cy: number, r: number, colour: Rgb): void {
  for (let y = Math.floor(cy - r); y <= cy + r; y++) {
    for (let x = Math.floor(cx - r); x <= cx + r; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) setPixel(raster, x, y, colour);
    }
  }
}

/** Fills the area under a mountain ridge: `ridge(x)` gives the ridge height (y) for each column. */
export function fillBelow(raster: Raster, ridge: (x: number) => number, colour: Rgb): void {
  for (let x = 0; x < raster.width; x++) {
    for (let y = Math.max(0, Math.floor(ridge(x))); y < raster.height; y++) setPixel(raster, x, y, colour);
  }
}
