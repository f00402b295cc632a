/** Playback callbacks of one audio stream. */
export interface AudioStreamHandlers {
  /** The first samples began to play. */
  onStart(): void;
  /** `end()` was called and every written sample has played. */
  onEnd(): void;
  /** Output failed (no Web Audio, say); the stream is dead. */
  onError(error: Error): void;
}

/** One utterance's audio: samples written in order play back to back, without gaps. */
export interface AudioStream {
  /** Queues samples recorded at `sampleRate` Hz after those already queued; playback begins with the first. */
  write(samples: Float32Array, sampleRate: number): void;
  /** No more samples will come; `onEnd` fires once everything queued has played. */
  end(): void;
  /** Silences the stream at once and drops what is queued; no callback fires afterwards. */
  stop(): void;
}

/**
 * Where PCM goes to be heard. The Web Audio sink is the browser adapter; `createFakeAudioSink`
 * records writes and plays on an injected clock for tests.
 */
export interface AudioSink {
  open(handlers: AudioStreamHandlers): AudioStream;
}
