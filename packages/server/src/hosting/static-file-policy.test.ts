import { describe, expect, it } from 'vitest';
import { cacheControlOf, etagOf, isCompressedCopy, originalOf, safeRelativeSegments } from './static-file-policy';

describe('safeRelativeSegments', () => {
  it.each([
    { raw: 'edu-assistant.js', expected: ['edu-assistant.js'] },
    { raw: 'chunks/element-entry-CX84fY2_.js', expected: ['chunks', 'element-entry-CX84fY2_.js'] },
    { raw: 'assets/%E5%AD%97%E4%BD%93.woff2', expected: ['assets', '字体.woff2'] },
    { raw: '', expected: undefined },
    { raw: '../package.json', expected: undefined },
    { raw: 'chunks/../../package.json', expected: undefined },
    { raw: '%2e%2e/package.json', expected: undefined },
    { raw: 'chunks/..%2f..%2fpackage.json', expected: undefined },
    { raw: 'chunks%2f..%2f..%2fsecret', expected: undefined },
    { raw: '..%5c..%5csecret', expected: undefined },
    { raw: 'a%00.js', expected: undefined },
    { raw: '.env', expected: undefined },
    { raw: 'chunks//x.js', expected: undefined },
    { raw: 'chunks/', expected: undefined },
    { raw: '%E0%A4%A', expected: undefined },
  ])('$raw → $expected', ({ raw, expected }) => {
    expect(safeRelativeSegments(raw)).toEqual(expected);
  });
});

describe('cacheControlOf', () => {
  it.each([
    { segments: ['edu-assistant.js'], expected: 'no-cache' },
    { segments: ['chunks', 'element-entry-CX84fY2_.js'], expected: 'public, max-age=31536000, immutable' },
    { segments: ['assets', 'KaTeX_Main-BoldItalic-DxDJ3AOS.woff2'], expected: 'public, max-age=31536000, immutable' },
    {
      segments: ['assets', 'KaTeX_Caligraphic-Regular-CTRA-rTL.woff'],
      expected: 'public, max-age=31536000, immutable',
    },
    { segments: ['chunks', 'readme.txt'], expected: 'no-cache' },
    // A top-level file is never treated as hashed, whatever its name.
    { segments: ['loader-ABCDEFGH.js'], expected: 'no-cache' },
  ])('$segments → $expected', ({ segments, expected }) => {
    expect(cacheControlOf(segments)).toBe(expected);
  });
});

describe('isCompressedCopy and originalOf', () => {
  it.each([
    { name: 'chunks/panel-DJ9j2Oni.js.br', copy: true, original: 'chunks/panel-DJ9j2Oni.js' },
    { name: 'edu-assistant.js.gz', copy: true, original: 'edu-assistant.js' },
    { name: 'edu-assistant.js', copy: false, original: 'edu-assistant.js' },
    { name: 'assets/font-Cx986IdX.woff2', copy: false, original: 'assets/font-Cx986IdX.woff2' },
    { name: 'archive.tgz', copy: false, original: 'archive.tgz' },
  ])('$name → copy $copy of $original', ({ name, copy, original }) => {
    expect(isCompressedCopy(name)).toBe(copy);
    expect(originalOf(name)).toBe(original);
  });
});

describe('etagOf', () => {
  const etag = etagOf(2048, 1_700_000_000_123.7);
  it('is weak, and changes with size and modification time', () => {
    expect(etag).toBe('W/"800-18bcfe5687b"');
    expect(etagOf(2049, 1_700_000_000_123)).not.toBe(etag);
    expect(etagOf(2048, 1_700_000_001_123)).not.toBe(etag);
  });
});
