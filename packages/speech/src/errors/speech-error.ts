/** What went wrong in a synthesis; callers branch on `code`, people read `message`. */
export type SpeechErrorCode =
  /** The browser has no WebSocket (SPEC §8). */
  | 'websocket-unsupported'
  /** The browser has no Web Audio (SPEC §8). */
  | 'web-audio-unsupported'
  /** The browser has no speechSynthesis. */
  | 'speech-synthesis-unsupported'
  /** The provider answered with an error frame or event: 'synthesis failed: code: message'. */
  | 'synthesis-failed'
  /** The connection failed or closed before the last audio frame. */
  | 'connection-failed'
  /** The signed URL or app id could not be obtained. */
  | 'configuration-failed';

const SPEECH_ERROR_MARK = Symbol.for('@edu/speech/SpeechError');

/** The one error class of the package; `message` is what the alert shows. */
export class SpeechError extends Error {
  readonly code: SpeechErrorCode;
  readonly [SPEECH_ERROR_MARK] = true;

  constructor(code: SpeechErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpeechError';
    this.code = code;
  }
}

/** Realm-safe check (works across iframes and duplicated bundles). */
export function isSpeechError(value: unknown): value is SpeechError {
  return typeof value === 'object' && value !== null && SPEECH_ERROR_MARK in value;
}
