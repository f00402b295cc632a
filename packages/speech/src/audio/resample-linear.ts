/**
 * Resamples mono audio from `fromRate` to `toRate` hertz by linear interpolation, keeping the
 * duration (output length = round(length × toRate / fromRate)) and therefore the pitch.
 * When going down, a short moving-average low-pass first limits aliasing of content above the new
 * Nyquist frequency; speech energy sits well below it, so this is enough for TTS output.
 */
export function resampleLinear(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('sample rates must be positive');
  if (fromRate === toRate || samples.length === 0) return samples.slice();
  const source = toRate < fromRate ? boxLowPass(samples, Math.floor(fromRate / toRate)) : samples;
  const outLength = Math.max(1, Math.round((samples.length * toRate) / fromRate));
  const out = new Float32Array(outLength);
  const step = fromRate / toRate;
  const last = source.length - 1;
  for (let index = 0; index < outLength; index++) {
    const position = index * step;
    const left = Math.min(Math.floor(position), last);
    const right = Math.min(left + 1, last);
    const fraction = position - left;
    const a = source[left] ?? 0;
    const b = source[right] ?? 0;
    out[index] = a + (b - a) * fraction;
  }
  return out;
}

/** Centered moving average over `width` samples (no-op for width < 2). */
function boxLowPass(samples: Float32Array, width: number): Float32Array {
  if (width < 2) return samples;
  const out = new Float32Array(samples.length);
  const half = Math.floor(width / 2);
  let sum = 0;
  let count = 0;
  // Sliding window [index - half, index - half + width).
  for (let index = 0; index < Math.min(width - half, samples.length); index++) {
    sum += samples[index] ?? 0;
    count++;
  }
  for (let index = 0; index < samples.length; index++) {
    out[index] = sum / count;
    const entering = index - half + width;
    const leaving = index - half;
    if (entering < samples.length) {
      sum += samples[entering] ?? 0;
      count++;
    }
    if (leaving >= 0) {
      sum -= samples[leaving] ?? 0;
      count--;
    }
  }
  return out;
}
