/** SPEC values used by the speech package, each named once with its unit (SPEC §5, §7, §9). */

/** Text synthesized when the caller passes an empty one (SPEC §5). */
export const EMPTY_TEXT_FALLBACK = 'please enter the text to synthesize';
/** Info shown when the speech chat is asked an empty question (SPEC §5). */
export const EMPTY_QUESTION_INFO = '说点什么吧';

/** Synthesizer defaults (SPEC §9), on the provider's 0-100 scales. */
export const DEFAULT_VOICE_NAME = 'xiaoyan';
export const DEFAULT_SPEED = 30;
export const DEFAULT_VOLUME = 50;
export const DEFAULT_PITCH = 50;
/**
 * The voice-explanation widget's own settings (SPEC §7/§9: "speed 40, voice 100"). xfyun's `vcn` is a voice
 * *name*, so 100 cannot be a voice: we read it as the volume, the one other 0-100 setting of that request.
 */
export const VOICE_EXPLANATION_SPEED = 40;
export const VOICE_EXPLANATION_VOLUME = 100;
/** Lowest and highest value of the speed, volume and pitch scales. */
export const PARAM_SCALE_MIN = 0;
export const PARAM_SCALE_MAX = 100;

/** xfyun request constants (protocols.md §3). */
export const XFYUN_AUDIO_ENCODING = 'raw';
export const XFYUN_AUDIO_FORMAT = 'audio/L16;rate=16000';
export const XFYUN_TEXT_ENCODING = 'UTF8';
/** `data.status` of the single request frame and of the server's last frame. */
export const XFYUN_LAST_FRAME_STATUS = 2;
/** Sample rate of xfyun's raw PCM, in hertz. */
export const XFYUN_SAMPLE_RATE_HZ = 16_000;
/** Largest text xfyun accepts in one frame, in UTF-8 bytes before base64. */
export const XFYUN_MAX_TEXT_BYTES = 8_000;

/**
 * SPEC's player started 1 s after the socket opened; we start on the first audio frame, which is
 * the upper bound the tests hold us to.
 */
export const PLAYBACK_START_DEADLINE_MS = 1_000;
/** Lead time before the first scheduled Web Audio buffer, in seconds, so the start is never in the past. */
export const AUDIO_SCHEDULE_LEAD_S = 0.05;

/** Speech chat typewriter step, in milliseconds per character (SPEC §9). */
export const TYPEWRITER_INTERVAL_MS = 50;
/** Debounce of a message's play/pause toggle, in milliseconds (SPEC §9). */
export const PLAY_TOGGLE_DEBOUNCE_MS = 500;
/** Chat options the caller's `chat` function should use for the speech chat (SPEC §9). */
export const SPEECH_CHAT_TEMPERATURE = 0.5;
export const SPEECH_CHAT_MAX_TOKENS = 1024;

/** How long the Web Speech provider waits for `start` or `error` before failing, in milliseconds. */
export const WEB_SPEECH_START_TIMEOUT_MS = 5_000;
/**
 * Longest an utterance chunk may play before we stop waiting for `end`, in milliseconds per character
 * at rate 1; `end` may never fire (protocols.md §5.1), and a stuck `play` state would lock the button.
 */
export const WEB_SPEECH_END_WATCHDOG_MS_PER_CHARACTER = 600;
/** Floor of that watchdog, in milliseconds. */
export const WEB_SPEECH_END_WATCHDOG_MIN_MS = 5_000;

/** Alerts of SPEC §8. */
export const WEBSOCKET_UNSUPPORTED_MESSAGE = 'browser does not support WebSocket';
export const WEB_AUDIO_UNSUPPORTED_MESSAGE = 'browser does not support Web Audio';
export const SPEECH_SYNTHESIS_UNSUPPORTED_MESSAGE = 'browser does not support speech synthesis';
