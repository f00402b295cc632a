import type { AudioSink } from '../audio/audio-sink';
import type { SpeechError } from '../errors/speech-error';
import type { SynthesizerParams } from '../machine/synthesizer-params';
import type { Clock } from '../session/clock';

/** One synthesis as the synthesizer asks for it. */
export interface SpeechRequest {
  readonly text: string;
  readonly params: SynthesizerParams;
  /** Where PCM providers play their audio (the Web Speech provider ignores it). */
  readonly audioSink: AudioSink;
  readonly clock: Clock;
}

/** What a provider reports about one job; after `onEnd` or `onError` it reports nothing more. */
export interface SpeechJobHandlers {
  /** Audio became audible. */
  onStart(): void;
  /** Everything synthesized has been played. */
  onEnd(): void;
  onError(error: SpeechError): void;
}

export interface SpeechJob {
  /** Stops synthesis and playback at once; no handler fires afterwards. Safe to call twice. */
  cancel(): void;
}

/** A speech engine: the browser's speechSynthesis (`webSpeech`) or xfyun's WebSocket TTS (`xfyun`). */
export interface SpeechProvider {
  readonly id: string;
  speak(request: SpeechRequest, handlers: SpeechJobHandlers): SpeechJob;
}
