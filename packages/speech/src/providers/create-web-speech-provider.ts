import { formatSynthesisFailure, SPEECH_MESSAGES } from '@edu/api-client';
import {
  WEB_SPEECH_END_WATCHDOG_MIN_MS,
  WEB_SPEECH_END_WATCHDOG_MS_PER_CHARACTER,
  WEB_SPEECH_START_TIMEOUT_MS,
} from '../constants';
import { SpeechError } from '../errors/speech-error';
import type { TimerHandle } from '../session/clock';
import { splitSentences } from '../text/split-sentences';
import { mapWebSpeechParams, pickChineseVoice, type VoiceLike } from './map-web-speech-params';
import type { SpeechJob, SpeechJobHandlers, SpeechProvider, SpeechRequest } from './speech-provider';

/** The part of `SpeechSynthesisUtterance` the provider sets and listens to. */
export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: unknown;
  onstart: ((event: unknown) => void) | null;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
}

/** The part of `window.speechSynthesis` the provider uses. */
export interface SpeechSynthesisLike {
  getVoices(): readonly VoiceLike[];
  speak(utterance: UtteranceLike): void;
  cancel(): void;
}

export interface WebSpeechProviderOptions {
  /** Defaults to `globalThis.speechSynthesis`, looked up at each `speak`. */
  speechSynthesis?: SpeechSynthesisLike;
  /** Defaults to `globalThis.SpeechSynthesisUtterance`. */
  SpeechSynthesisUtterance?: new (
    text: string,
  ) => UtteranceLike;
  /** Language of the utterances; the voice is chosen for Mandarin. Default 'zh-CN'. */
  lang?: string;
}

interface SpeechScope {
  speechSynthesis?: SpeechSynthesisLike;
  SpeechSynthesisUtterance?: new (text: string) => UtteranceLike;
}

/**
 * The browser's own speech synthesis (offline, the default provider). Speaks one utterance per sentence
 * with a zh-CN voice when the browser has one, SPEC's 0-100 scales mapped to rate, pitch and volume.
 * Because `start` or `end` may never fire (headless browsers, missing voices: protocols.md §5.1), a
 * start time-out turns silence into an error and an end watchdog ends a stuck utterance.
 */
export function createWebSpeechProvider(options: WebSpeechProviderOptions = {}): SpeechProvider {
  return {
    id: 'webSpeech',
    speak(request: SpeechRequest, handlers: SpeechJobHandlers): SpeechJob {
      const scope = globalThis as SpeechScope;
      const synthesis = options.speechSynthesis ?? scope.speechSynthesis;
      const Utterance = options.SpeechSynthesisUtterance ?? scope.SpeechSynthesisUtterance;
      const { clock } = request;
      let done = false;
      let timer: TimerHandle | null = null;

      const clearTimer = () => {
        if (timer !== null) clock.clearTimeout(timer);
        timer = null;
      };
      const finish = (error?: SpeechError) => {
        if (done) return;
        done = true;
        clearTimer();
        if (error) {
          synthesis?.cancel();
          handlers.onError(error);
        } else {
          handlers.onEnd();
        }
      };

      if (!synthesis || !Utterance) {
        queueMicrotask(() =>
          finish(new SpeechError('speech-synthesis-unsupported', SPEECH_MESSAGES.noSpeechSynthesis)),
        );
        return { cancel: () => (done = true) };
      }

      const settings = mapWebSpeechParams(request.params);
      const voice = pickChineseVoice(synthesis.getVoices());
      const sentences = splitSentences(request.text);
      if (sentences.length === 0) sentences.push(request.text);
      let started = false;

      const watchEnd = (sentence: string) => {
        clearTimer();
        const budgetMs = Math.max(
          WEB_SPEECH_END_WATCHDOG_MIN_MS,
          ([...sentence].length * WEB_SPEECH_END_WATCHDOG_MS_PER_CHARACTER) / settings.rate,
        );
        timer = clock.setTimeout(() => {
          // The engine went quiet without `end`: stop it so the next job starts from a clean queue.
          synthesis.cancel();
          finish();
        }, budgetMs);
      };

      // Only one speech queue exists per page: clear whatever another job left in it.
      synthesis.cancel();
      sentences.forEach((sentence, index) => {
        const utterance = new Utterance(sentence);
        utterance.lang = options.lang ?? 'zh-CN';
        if (voice) utterance.voice = voice;
        utterance.rate = settings.rate;
        utterance.pitch = settings.pitch;
        utterance.volume = settings.volume;
        utterance.onstart = () => {
          if (done) return;
          watchEnd(sentence);
          if (!started) {
            started = true;
            handlers.onStart();
          }
        };
        utterance.onend = () => {
          if (done) return;
          const next = sentences[index + 1];
          // The next sentence gets the same budget, counted from here, in case its `start` never comes.
          if (next === undefined) finish();
          else watchEnd(next);
        };
        utterance.onerror = (event) => {
          if (done) return;
          const reason = event.error ?? 'unknown';
          finish(new SpeechError('synthesis-failed', formatSynthesisFailure(reason, 'speech synthesis error')));
        };
        synthesis.speak(utterance);
      });

      timer = clock.setTimeout(() => {
        if (!started) {
          finish(
            new SpeechError('synthesis-failed', formatSynthesisFailure('timeout', 'speech synthesis did not start')),
          );
        }
      }, WEB_SPEECH_START_TIMEOUT_MS);

      return {
        cancel() {
          if (done) return;
          done = true;
          clearTimer();
          synthesis.cancel();
        },
      };
    },
  };
}
