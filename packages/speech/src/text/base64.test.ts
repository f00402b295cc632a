import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64, encodeUtf8Base64 } from './base64';

describe('base64', () => {
  it.each([
    ['你好，同学们！', '5L2g5aW977yM5ZCM5a2m5Lus77yB'],
    ['Hello', 'SGVsbG8='],
    ['', ''],
    ['a', 'YQ=='],
    ['ab', 'YWI='],
    ['abc', 'YWJj'],
    ['please enter the text to synthesize', Buffer.from('please enter the text to synthesize').toString('base64')],
    ['𠀋 emoji 😀', Buffer.from('𠀋 emoji 😀', 'utf8').toString('base64')],
  ])('encodes %j as UTF-8 base64 %j (protocols.md §7.4)', (text, expected) => {
    expect(encodeUtf8Base64(text)).toBe(expected);
  });

  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 * 3 + 1 }, (_, index) => (index * 7) % 256);
    const encoded = encodeBase64(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    expect(decodeBase64(encoded)).toEqual(bytes);
  });

  it.each([
    ['AAD/fwCAAEABAA==', [0x00, 0x00, 0xff, 0x7f, 0x00, 0x80, 0x00, 0x40, 0x01, 0x00]],
    ['AAD_fwCAAEABAA', [0x00, 0x00, 0xff, 0x7f, 0x00, 0x80, 0x00, 0x40, 0x01, 0x00]],
    ['SGVs\nbG8=', [72, 101, 108, 108, 111]],
  ])('decodes %j', (text, bytes) => {
    expect([...decodeBase64(text)]).toEqual(bytes);
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase64('AA*A')).toThrow(/invalid base64 character at 2/);
  });
});
