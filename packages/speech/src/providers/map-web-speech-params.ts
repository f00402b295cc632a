import type { SynthesizerParams } from '../machine/synthesizer-params';

/** Settings of a `SpeechSynthesisUtterance`. */
export interface WebSpeechSettings {
  /** 0.5-2, 1 is normal. */
  rate: number;
  /** 0-2, 1 is normal. */
  pitch: number;
  /** 0-1. */
  volume: number;
}

/**
 * Maps SPEC's 0-100 scales (50 = the voice's normal) onto the Web Speech ranges: speed 0/50/100 →
 * rate 0.5/1/2 (piecewise linear, so the default 30 is a slightly slow 0.8), pitch 0/50/100 → 0/1/2,
 * volume 0/100 → 0/1.
 */
export function mapWebSpeechParams(params: SynthesizerParams): WebSpeechSettings {
  const rate = params.speed <= 50 ? 0.5 + params.speed / 100 : 1 + (params.speed - 50) / 50;
  return { rate, pitch: params.pitch / 50, volume: params.volume / 100 };
}

/** A voice as `speechSynthesis.getVoices()` lists it. */
export interface VoiceLike {
  readonly name: string;
  readonly lang: string;
  readonly localService?: boolean;
  readonly default?: boolean;
}

/**
 * The best Mandarin voice: zh-CN first (local before network, since network voices cut out on long
 * text), then any other zh voice (zh-TW, zh-HK); null when the browser has none.
 */
export function pickChineseVoice<T extends VoiceLike>(voices: readonly T[]): T | null {
  const rank = (voice: T): number => {
    const lang = voice.lang.toLowerCase().replace('_', '-');
    if (!lang.startsWith('zh')) return -1;
    let score = lang === 'zh-cn' || lang.startsWith('zh-hans') ? 4 : 1;
    if (voice.localService) score += 2;
    return score;
  };
  let best: T | null = null;
  let bestRank = -1;
  for (const voice of voices) {
    const score = rank(voice);
    if (score > bestRank) {
      best = voice;
      bestRank = score;
    }
  }
  return bestRank >= 0 ? best : null;
}
