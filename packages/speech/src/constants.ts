/**
 * The speech package's own values, each named once with its unit. SPEC §9's speech values (synthesizer
 * defaults, the voice widget's speed and voice, the typewriter step, the toggle debounce, the speech
 * chat's temperature and token cap) and the SPEC §8 texts are named in @edu/api-client and imported
 * from there.
 */

/** Lowest and highest value of the speed, volume and pitch scales. */
export const PARAM_SCALE_MIN = 0;
export const PARAM_SCALE_MAX = 100;

/** xfyun request constants (protocols.md §3). */
export const XFYUN_AUDIO_ENCODING = 'raw';
export const XFYUN_AUDIO_FORMAT = 'audio/L16;rate=16000';
/** `data.status` of the single request frame and of the server's last frame. */
export const XFYUN_LAST_FRAME_STATUS = 2;
/** Largest text xfyun accepts in one frame, in UTF-8 bytes before base64. */
export const XFYUN_MAX_TEXT_BYTES = 8_000;

/** Lead time before the first scheduled Web Audio buffer, in seconds, so the start is never in the past. */
export const AUDIO_SCHEDULE_LEAD_S = 0.05;

/** How long the Web Speech provider waits for `start` or `error` before failing, in milliseconds. */
export const WEB_SPEECH_START_TIMEOUT_MS = 5_000;
/**
 * Longest an utterance chunk may play before we stop waiting for `end`, in milliseconds per character
 * at rate 1; `end` may never fire (protocols.md §5.1), and a stuck `play` state would lock the button.
 */
export const WEB_SPEECH_END_WATCHDOG_MS_PER_CHARACTER = 600;
/** Floor of that watchdog, in milliseconds. */
export const WEB_SPEECH_END_WATCHDOG_MIN_MS = 5_000;
