import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '../text/base64';
import { bytesToInt16, createPcm16Assembler, decodePcm16Base64, int16ToFloat32 } from './decode-pcm16';

describe('PCM decoding (protocols.md §7.5)', () => {
  it('decodes the reference vector to Int16 and Float32', () => {
    const bytes = Uint8Array.from([0x00, 0x00, 0xff, 0x7f, 0x00, 0x80, 0x00, 0x40, 0x01, 0x00]);
    expect([...bytesToInt16(bytes)]).toEqual([0, 32767, -32768, 16384, 1]);
    expect([...decodePcm16Base64('AAD/fwCAAEABAA==')]).toEqual([0, 0.999969482421875, -1, 0.5, 0.000030517578125]);
  });

  it.each([
    [[0], [0]],
    [[-1], [-1 / 32768]],
    [
      [32767, -32768],
      [32767 / 32768, -1],
    ],
  ])('maps Int16 %j to Float32 %j', (input, expected) => {
    expect([...int16ToFloat32(Int16Array.from(input))]).toEqual(expected);
  });

  it('reads little-endian samples from an unaligned view', () => {
    const backing = Uint8Array.from([9, 0x34, 0x12, 0xcc, 0xed]);
    expect([...bytesToInt16(backing.subarray(1))]).toEqual([0x1234, -4660]);
  });
});

describe('createPcm16Assembler', () => {
  it('carries an odd byte into the next chunk so samples stay aligned', () => {
    const samples = Int16Array.from([1000, -2000, 3000, -4000, 5]);
    const bytes = new Uint8Array(samples.buffer);
    const assembler = createPcm16Assembler();
    const first = assembler.push(encodeBase64(bytes.subarray(0, 3)));
    expect(assembler.pendingBytes).toBe(1);
    const second = assembler.push(encodeBase64(bytes.subarray(3, 7)));
    expect(assembler.pendingBytes).toBe(1);
    const third = assembler.push(encodeBase64(bytes.subarray(7)));
    expect(assembler.pendingBytes).toBe(0);
    const joined = [...first, ...second, ...third].map((value) => Math.round(value * 32768));
    expect(joined).toEqual([1000, -2000, 3000, -4000, 5]);
    expect([first.length, second.length, third.length]).toEqual([1, 2, 2]);
  });

  it('passes even chunks straight through', () => {
    const assembler = createPcm16Assembler();
    expect([...assembler.push('AAD/fwCAAEABAA==')]).toHaveLength(5);
    expect(assembler.pendingBytes).toBe(0);
  });
});
