/**
 * Base64 without `atob`/`btoa` or `Buffer`, so the pure modules run the same in the browser, in
 * Node and in workers, and so UTF-8 text is never squeezed through Latin-1 strings.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) LOOKUP[ALPHABET.charCodeAt(index)] = index;

/** Standard base64 (with padding) of `bytes`. */
export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    const remaining = bytes.length - index;
    out += ALPHABET[(triple >> 18) & 63];
    out += ALPHABET[(triple >> 12) & 63];
    out += remaining > 1 ? ALPHABET[(triple >> 6) & 63] : '=';
    out += remaining > 2 ? ALPHABET[triple & 63] : '=';
  }
  return out;
}

/** Decodes standard or URL-safe base64, ignoring whitespace and padding; throws on other characters. */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let bitCount = 0;
  let written = 0;
  for (let index = 0; index < clean.length; index++) {
    const code = clean.charCodeAt(index);
    const value = code < 128 ? (LOOKUP[code] ?? -1) : -1;
    if (value < 0) throw new TypeError(`invalid base64 character at ${index}`);
    bits = (bits << 6) | value;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      out[written++] = (bits >> bitCount) & 0xff;
    }
  }
  return out.subarray(0, written);
}

/** Base64 of the UTF-8 bytes of `text`, as xfyun's `data.text` with `tte: UTF8` wants it. */
export function encodeUtf8Base64(text: string): string {
  return encodeBase64(new TextEncoder().encode(text));
}
