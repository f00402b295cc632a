/** Writes an H.264 RBSP bit by bit: fixed-width fields and Exp-Golomb codes (ITU-T H.264 §7.2, §9.1). */
export class BitWriter {
  private bytes = new Uint8Array(1024);
  private length = 0;
  private current = 0;
  private used = 0;

  private push(byte: number): void {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }

  /** Writes the `count` low bits of `value`, most significant first. */
  bits(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >>> i) & 1);
      this.used++;
      if (this.used === 8) {
        this.push(this.current);
        this.current = 0;
        this.used = 0;
      }
    }
  }

  /** Unsigned Exp-Golomb, ue(v). */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(0, length);
    this.bits(code, length + 1);
  }

  /** Signed Exp-Golomb, se(v). */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  /** Pads with zero bits to the next byte boundary. */
  alignZero(): void {
    if (this.used > 0) this.bits(0, 8 - this.used);
  }

  /** Appends whole bytes; the writer must be byte-aligned. */
  bytesAligned(values: Uint8Array): void {
    if (this.used !== 0) throw new Error('bytesAligned() needs a byte-aligned writer');
    for (const value of values) this.push(value);
  }

  /** rbsp_trailing_bits: a stop bit then zero padding; returns the RBSP. */
  finish(): Uint8Array {
    this.bits(1, 1);
    this.alignZero();
    return this.bytes.slice(0, this.length);
  }
}

/** Inserts emulation-prevention bytes so no start-code prefix appears inside a NAL unit. */
export function toNalPayload(rbsp: Uint8Array): Uint8Array {
  // At most one inserted byte per two input bytes.
  const out = new Uint8Array(rbsp.length + Math.ceil(rbsp.length / 2));
  let length = 0;
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out[length++] = 3;
      zeros = 0;
    }
    out[length++] = byte;
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out.slice(0, length);
}
