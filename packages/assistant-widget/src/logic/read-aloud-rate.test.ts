import { mapWebSpeechParams } from '@edu/speech';
import { describe, expect, it } from 'vitest';
import { READ_ALOUD_RATES, rateToSpeed } from './read-aloud-rate';

describe('rateToSpeed', () => {
  it.each([
    [0.5, 0],
    [0.75, 25],
    [1, 50],
    [1.25, 63],
    [1.5, 75],
    [2, 100],
    [3, 100],
  ])('%f× → speed %i', (rate, speed) => {
    expect(rateToSpeed(rate)).toBe(speed);
  });

  it.each(READ_ALOUD_RATES)('the Web Speech provider reads %f× at about that rate', (rate) => {
    const settings = mapWebSpeechParams({ voice: 'xiaoyan', speed: rateToSpeed(rate), volume: 50, pitch: 50 });
    expect(settings.rate).toBeCloseTo(rate, 1);
  });
});
