/**
 * The part of opentype.js (2.x, which ships no types) the demo letterer uses. @types/opentype.js
 * describes 1.x and pulls the DOM library into the server's types.
 */
declare module 'opentype.js' {
  interface Path {
    /** SVG path data; `decimalPlaces` rounds the coordinates. */
    toPathData(decimalPlaces: number): string;
  }
  interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
  }
  /** The package is CommonJS (UMD) without static named exports: Node gives it as the default export. */
  const opentype: {
    /** Parses a TrueType, OpenType or WOFF font; `lowMemory` parses glyphs when first asked for. */
    parse(buffer: ArrayBuffer, options?: { lowMemory?: boolean }): Font;
  };
  export default opentype;
}
