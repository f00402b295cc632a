import { Mp3Encoder } from '@breezystack/lamejs';

// 16 kHz (MPEG-2 Layer III) keeps encoding fast; the chime tones stay well under its 8 kHz limit.
const SAMPLE_RATE_HZ = 16000;
const BITRATE_KBPS = 32;
const NOTE_MS = 250;
const FRAME_SAMPLES = 1152;

/**
 * Encodes a short melody (a list of note frequencies in Hz, 0 = rest) as a mono MP3 with lamejs.
 * Each note has a soft attack and release so it sounds like a chime rather than a click.
 */
export function encodeMelodyMp3(notesHz: readonly number[]): Buffer {
  const noteSamples = Math.round((SAMPLE_RATE_HZ * NOTE_MS) / 1000);
  const samples = new Int16Array(noteSamples * notesHz.length);
  notesHz.forEach((frequency, index) => {
    for (let i = 0; i < noteSamples; i++) {
      const envelope = Math.min(1, i / 200) * Math.exp((-3 * i) / noteSamples);
      const t = i / SAMPLE_RATE_HZ;
      const tone = Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
      samples[index * noteSamples + i] = frequency > 0 ? Math.round(9000 * envelope * tone) : 0;
    }
  });
  const encoder = new Mp3Encoder(1, SAMPLE_RATE_HZ, BITRATE_KBPS);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += FRAME_SAMPLES) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + FRAME_SAMPLES));
    if (chunk.length > 0) parts.push(chunk);
  }
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => Buffer.from(part)));
}
