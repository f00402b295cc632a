import { decodeBase64 } from '../text/base64';

/** Int16 little-endian PCM bytes → samples. An odd trailing byte is ignored (see `createPcm16Assembler`). */
export function bytesToInt16(bytes: Uint8Array): Int16Array {
  const count = Math.floor(bytes.length / 2);
  const samples = new Int16Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  for (let index = 0; index < count; index++) samples[index] = view.getInt16(index * 2, true);
  return samples;
}

/** Int16 samples → Float32 in [-1, 1) by dividing by 32768 (protocols.md §5.2). */
export function int16ToFloat32(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index++) out[index] = (samples[index] ?? 0) / 32768;
  return out;
}

/** Base64 of Int16 LE PCM → Float32 samples, for a chunk with an even byte count. */
export function decodePcm16Base64(base64: string): Float32Array {
  return int16ToFloat32(bytesToInt16(decodeBase64(base64)));
}

/** Turns a stream of base64 PCM chunks into Float32 samples, carrying an odd byte to the next chunk. */
export interface Pcm16Assembler {
  /** Samples completed by this chunk (possibly empty). */
  push(base64: string): Float32Array;
  /** Bytes held back because a chunk split a sample (0 or 1). */
  readonly pendingBytes: number;
}

/**
 * A sample split across two frames would otherwise shift every later sample by one byte and turn the
 * rest of the speech into noise; carrying the byte over is what protocols.md §5.2 recommends.
 */
export function createPcm16Assembler(): Pcm16Assembler {
  let carry: number | null = null;
  return {
    push(base64) {
      let bytes = decodeBase64(base64);
      if (carry !== null) {
        const joined = new Uint8Array(bytes.length + 1);
        joined[0] = carry;
        joined.set(bytes, 1);
        bytes = joined;
        carry = null;
      }
      if (bytes.length % 2 === 1) {
        carry = bytes[bytes.length - 1] ?? 0;
        bytes = bytes.subarray(0, bytes.length - 1);
      }
      return int16ToFloat32(bytesToInt16(bytes));
    },
    get pendingBytes() {
      return carry === null ? 0 : 1;
    },
  };
}
