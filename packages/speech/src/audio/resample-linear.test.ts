import { describe, expect, it } from 'vitest';
import { resampleLinear } from './resample-linear';

function sine(frequencyHz: number, sampleRate: number, seconds: number, amplitude = 0.8): Float32Array {
  const out = new Float32Array(Math.round(sampleRate * seconds));
  for (let index = 0; index < out.length; index++) {
    out[index] = amplitude * Math.sin((2 * Math.PI * frequencyHz * index) / sampleRate + 0.3);
  }
  return out;
}

/**
 * Frequency from upward zero crossings, each located by linear interpolation between the two
 * samples around it: (crossings − 1) periods span the time from the first to the last crossing.
 */
function measureFrequency(samples: Float32Array, sampleRate: number): number {
  const crossings: number[] = [];
  for (let index = 1; index < samples.length; index++) {
    const before = samples[index - 1] ?? 0;
    const after = samples[index] ?? 0;
    if (before < 0 && after >= 0) crossings.push(index - 1 + before / (before - after));
  }
  const first = crossings[0] ?? 0;
  const last = crossings[crossings.length - 1] ?? 0;
  return ((crossings.length - 1) * sampleRate) / (last - first);
}

describe('resampleLinear', () => {
  it.each([
    [440, 22_050, 16_000],
    [1_000, 22_050, 16_000],
    [3_000, 22_050, 16_000],
    [440, 22_505, 16_000],
    [440, 16_000, 22_050],
    [2_500, 16_000, 22_050],
    [440, 16_000, 44_100],
    [3_500, 16_000, 44_100],
    [1_000, 48_000, 16_000],
  ])('keeps a %d Hz sine at %d → %d Hz within 1%%', (frequency, fromRate, toRate) => {
    const input = sine(frequency, fromRate, 1);
    expect(Math.abs(measureFrequency(input, fromRate) / frequency - 1)).toBeLessThan(0.001);
    const output = resampleLinear(input, fromRate, toRate);
    expect(output.length).toBe(toRate);
    const measured = measureFrequency(output, toRate);
    expect(Math.abs(measured / frequency - 1)).toBeLessThan(0.01);
  });

  it('keeps the amplitude of a low tone when going up', () => {
    const output = resampleLinear(sine(200, 16_000, 0.5), 16_000, 44_100);
    const peak = output.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(0.79);
    expect(peak).toBeLessThanOrEqual(0.8);
  });

  it('the measurement catches a wrong rate (SPEC played 16 kHz data at 22050 Hz)', () => {
    const input = sine(440, 16_000, 1);
    // Interpreting the same samples at 22050 Hz raises the pitch by 22050/16000.
    expect(measureFrequency(input, 22_050)).toBeCloseTo(440 * (22_050 / 16_000), 0);
  });

  it.each([
    [0, 16_000, 22_050, 0],
    [5, 16_000, 16_000, 5],
    [3, 48_000, 16_000, 1],
  ])('length %d at %d → %d Hz gives %d samples', (length, fromRate, toRate, expected) => {
    expect(resampleLinear(new Float32Array(length), fromRate, toRate)).toHaveLength(expected);
  });

  it('rejects non-positive rates', () => {
    expect(() => resampleLinear(new Float32Array(4), 0, 16_000)).toThrow(RangeError);
  });
});
