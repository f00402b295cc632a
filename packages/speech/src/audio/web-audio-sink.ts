import { SPEECH_MESSAGES } from '@edu/api-client';
import { AUDIO_SCHEDULE_LEAD_S } from '../constants';
import { SpeechError } from '../errors/speech-error';
import type { AudioSink, AudioStream, AudioStreamHandlers } from './audio-sink';

export interface WebAudioSinkOptions {
  /**
   * Makes the context; defaults to `new AudioContext()` at the device's own rate. Buffers are created
   * at each chunk's true rate and the browser resamples them, so 16 kHz speech keeps its pitch
   * (SPEC's player labelled 16 kHz data as 22050 Hz, which raised the pitch; we do not).
   */
  createContext?: () => AudioContext;
}

type AudioContextConstructor = new () => AudioContext;

function defaultContextFactory(): (() => AudioContext) | null {
  const scope = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  return Constructor ? () => new Constructor() : null;
}

/**
 * The browser `AudioSink`: one shared `AudioContext` (browsers cap how many a page may hold), each
 * chunk an `AudioBuffer` scheduled right after the previous one, so streamed audio plays gaplessly
 * while more is still arriving.
 */
export function createWebAudioSink(options: WebAudioSinkOptions = {}): AudioSink {
  let context: AudioContext | null = null;

  function getContext(): AudioContext {
    if (context && context.state !== 'closed') return context;
    const factory = options.createContext ?? defaultContextFactory();
    if (!factory) throw new SpeechError('web-audio-unsupported', SPEECH_MESSAGES.noWebAudio);
    context = factory();
    return context;
  }

  return {
    open(handlers: AudioStreamHandlers): AudioStream {
      let audio: AudioContext | null = null;
      let failed = false;
      try {
        audio = getContext();
        // A context made before a user gesture starts suspended; the click that started playback lets it run.
        if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
      } catch (error) {
        failed = true;
        const reason =
          error instanceof SpeechError
            ? error
            : new SpeechError('web-audio-unsupported', SPEECH_MESSAGES.noWebAudio, { cause: error });
        queueMicrotask(() => handlers.onError(reason));
      }
      const sources = new Set<AudioBufferSourceNode>();
      let nextStartS = 0;
      let started = false;
      let ended = false;
      let stopped = false;

      const finishIfDrained = () => {
        if (!stopped && ended && sources.size === 0) {
          stopped = true;
          handlers.onEnd();
        }
      };

      return {
        write(samples, sampleRate) {
          if (stopped || failed || !audio || samples.length === 0) return;
          try {
            const buffer = audio.createBuffer(1, samples.length, sampleRate);
            buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
            const source = audio.createBufferSource();
            source.buffer = buffer;
            source.connect(audio.destination);
            nextStartS = Math.max(nextStartS, audio.currentTime + AUDIO_SCHEDULE_LEAD_S);
            source.start(nextStartS);
            nextStartS += buffer.duration;
            sources.add(source);
            source.onended = () => {
              sources.delete(source);
              source.disconnect();
              finishIfDrained();
            };
          } catch (error) {
            failed = true;
            handlers.onError(new SpeechError('web-audio-unsupported', `audio playback failed: ${String(error)}`));
            return;
          }
          if (!started) {
            started = true;
            handlers.onStart();
          }
        },
        end() {
          if (stopped || failed) return;
          ended = true;
          queueMicrotask(finishIfDrained);
        },
        stop() {
          stopped = true;
          for (const source of sources) {
            source.onended = null;
            try {
              source.stop();
            } catch {
              // Already stopped: nothing to silence.
            }
            source.disconnect();
          }
          sources.clear();
        },
      };
    },
  };
}
