import { describe, expect, it } from 'vitest';
import { DEFAULT_SYNTHESIZER_PARAMS } from '../machine/synthesizer-params';
import { mapWebSpeechParams, pickChineseVoice, type VoiceLike } from './map-web-speech-params';

describe('mapWebSpeechParams', () => {
  it.each([
    [
      { speed: 0, pitch: 0, volume: 0 },
      { rate: 0.5, pitch: 0, volume: 0 },
    ],
    [
      { speed: 30, pitch: 50, volume: 50 },
      { rate: 0.8, pitch: 1, volume: 0.5 },
    ],
    [
      { speed: 50, pitch: 50, volume: 100 },
      { rate: 1, pitch: 1, volume: 1 },
    ],
    [
      { speed: 75, pitch: 75, volume: 25 },
      { rate: 1.5, pitch: 1.5, volume: 0.25 },
    ],
    [
      { speed: 100, pitch: 100, volume: 100 },
      { rate: 2, pitch: 2, volume: 1 },
    ],
  ])('%j → %j', (scales, expected) => {
    const settings = mapWebSpeechParams({ ...DEFAULT_SYNTHESIZER_PARAMS, ...scales });
    expect(settings.rate).toBeCloseTo(expected.rate, 10);
    expect(settings.pitch).toBeCloseTo(expected.pitch, 10);
    expect(settings.volume).toBeCloseTo(expected.volume, 10);
  });
});

describe('pickChineseVoice', () => {
  const english: VoiceLike = { name: 'en', lang: 'en-US', localService: true };
  const taiwan: VoiceLike = { name: 'tw', lang: 'zh-TW', localService: true };
  const mainlandNetwork: VoiceLike = { name: 'cn-net', lang: 'zh-CN', localService: false };
  const mainlandLocal: VoiceLike = { name: 'cn-local', lang: 'zh_CN', localService: true };

  it.each([
    [[], null],
    [[english], null],
    [[english, taiwan], 'tw'],
    [[english, taiwan, mainlandNetwork], 'cn-net'],
    [[mainlandNetwork, mainlandLocal, taiwan], 'cn-local'],
  ])('%# picks %s', (voices, expected) => {
    expect(pickChineseVoice(voices)?.name ?? null).toBe(expected);
  });
});
