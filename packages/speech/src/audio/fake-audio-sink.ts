import type { Clock } from '../session/clock';
import type { AudioSink, AudioStream, AudioStreamHandlers } from './audio-sink';

/** What the fake sink saw of one stream. */
export interface FakeAudioStreamRecord {
  readonly chunks: { samples: Float32Array; sampleRate: number; writtenAtMs: number }[];
  ended: boolean;
  stopped: boolean;
  startedAtMs: number | null;
  finishedAtMs: number | null;
}

export interface FakeAudioSink extends AudioSink {
  readonly streams: FakeAudioStreamRecord[];
  /** Makes the next `open` fail the stream with this error, as a browser without Web Audio would. */
  failNextOpen(error: Error): void;
}

/**
 * An `AudioSink` for tests: "plays" each chunk for its true duration (samples ÷ rate) on the given
 * clock, back to back, and records everything written.
 */
export function createFakeAudioSink(clock: Clock): FakeAudioSink {
  const streams: FakeAudioStreamRecord[] = [];
  let nextFailure: Error | null = null;
  return {
    streams,
    failNextOpen(error) {
      nextFailure = error;
    },
    open(handlers: AudioStreamHandlers): AudioStream {
      const record: FakeAudioStreamRecord = {
        chunks: [],
        ended: false,
        stopped: false,
        startedAtMs: null,
        finishedAtMs: null,
      };
      streams.push(record);
      const failure = nextFailure;
      nextFailure = null;
      if (failure) {
        clock.setTimeout(() => handlers.onError(failure), 0);
      }
      let playingUntilMs = 0;
      let timer: unknown = null;
      const scheduleDrainCheck = () => {
        if (timer !== null) clock.clearTimeout(timer);
        // Whole milliseconds: a timer may fire a fraction early, and the check then simply re-arms.
        timer = clock.setTimeout(finishIfDrained, Math.max(0, Math.ceil(playingUntilMs - clock.now())));
      };
      function finishIfDrained() {
        timer = null;
        if (record.stopped || !record.ended || record.finishedAtMs !== null) return;
        if (clock.now() < playingUntilMs) {
          scheduleDrainCheck();
          return;
        }
        record.finishedAtMs = clock.now();
        handlers.onEnd();
      }
      return {
        write(samples, sampleRate) {
          if (record.stopped || failure) return;
          const now = clock.now();
          record.chunks.push({ samples, sampleRate, writtenAtMs: now });
          if (record.startedAtMs === null) {
            record.startedAtMs = now;
            handlers.onStart();
          }
          playingUntilMs = Math.max(playingUntilMs, now) + (samples.length / sampleRate) * 1000;
          if (record.ended) scheduleDrainCheck();
        },
        end() {
          if (record.stopped || failure) return;
          record.ended = true;
          scheduleDrainCheck();
        },
        stop() {
          record.stopped = true;
          if (timer !== null) clock.clearTimeout(timer);
        },
      };
    },
  };
}
