import { TTS_DEFAULT_PITCH, TTS_DEFAULT_SPEED, TTS_DEFAULT_VOICE_NAME, TTS_DEFAULT_VOLUME } from '@edu/api-client';
import { PARAM_SCALE_MAX, PARAM_SCALE_MIN } from '../constants';

/** Synthesis settings on SPEC's scales: speed, volume and pitch 0-100, 50 being the voice's normal. */
export interface SynthesizerParams {
  /** Provider voice name (`xiaoyan` for xfyun); the Web Speech provider picks a zh-CN voice itself. */
  readonly voice: string;
  readonly speed: number;
  readonly volume: number;
  readonly pitch: number;
}

/** SPEC §9 defaults: voice 'xiaoyan', speed 30, volume 50, pitch 50. */
export const DEFAULT_SYNTHESIZER_PARAMS: SynthesizerParams = {
  voice: TTS_DEFAULT_VOICE_NAME,
  speed: TTS_DEFAULT_SPEED,
  volume: TTS_DEFAULT_VOLUME,
  pitch: TTS_DEFAULT_PITCH,
};

function clampScale(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(PARAM_SCALE_MAX, Math.max(PARAM_SCALE_MIN, Math.round(value)));
}

/** Applies a partial change, clamping each scale to 0-100 integers (the provider rejects others). */
export function mergeSynthesizerParams(
  current: SynthesizerParams,
  change: Partial<SynthesizerParams>,
): SynthesizerParams {
  return {
    voice: change.voice?.trim() ? change.voice.trim() : current.voice,
    speed: change.speed === undefined ? current.speed : clampScale(change.speed, current.speed),
    volume: change.volume === undefined ? current.volume : clampScale(change.volume, current.volume),
    pitch: change.pitch === undefined ? current.pitch : clampScale(change.pitch, current.pitch),
  };
}
