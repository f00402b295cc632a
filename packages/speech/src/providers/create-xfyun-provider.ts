import { SPEECH_MESSAGES, TTS_AUDIO_SAMPLE_RATE_HZ } from '@edu/api-client';
import type { AudioStream } from '../audio/audio-sink';
import { createPcm16Assembler } from '../audio/decode-pcm16';
import { isSpeechError, SpeechError } from '../errors/speech-error';
import type { SynthesizerParams } from '../machine/synthesizer-params';
import { buildXfyunTtsRequest, splitXfyunText } from '../protocol/xfyun-tts-request';
import { openXfyunTtsConnection, type XfyunTtsConnection } from '../transport/open-xfyun-tts-connection';
import type { WebSocketConstructorLike } from '../transport/websocket-like';
import type { SpeechJob, SpeechJobHandlers, SpeechProvider, SpeechRequest } from './speech-provider';

/** A signed URL as the server hands it out, optionally with the app id the request frame needs. */
export type XfyunSignedUrl = string | { readonly url: string; readonly appId?: string };

export interface XfyunProviderOptions {
  /**
   * Fetches a fresh signed `wss://` URL from our server (`GET /ai/speech/tts-url`; pass
   * `aiClient.getTtsUrl`). Called once per connection because the signature carries a date.
   */
  getSignedUrl: () => Promise<XfyunSignedUrl>;
  /** xfyun app id for `common.app_id`, unless `getSignedUrl` returns one. Not a secret. */
  appId?: string;
  /** WebSocket constructor; defaults to `globalThis.WebSocket`. */
  WebSocket?: WebSocketConstructorLike;
}

interface CachedAudio {
  key: string;
  chunks: Float32Array[];
}

function cacheKey(text: string, params: SynthesizerParams): string {
  return JSON.stringify([text, params.voice, params.speed, params.volume, params.pitch]);
}

function toSpeechError(error: unknown, code: 'configuration-failed' | 'connection-failed'): SpeechError {
  if (isSpeechError(error)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new SpeechError(code, `synthesis failed: ${detail}`, { cause: error });
}

/**
 * xfyun online TTS over WebSocket (protocols.md §3). Audio frames are decoded and written to the
 * audio sink as they arrive, so speech starts with the first frame instead of after the whole text.
 * Text above xfyun's 8000-byte limit is synthesized piece by piece into the same audio stream.
 * The last complete synthesis is kept, so replaying the same text and params does not reconnect.
 */
export function createXfyunProvider(options: XfyunProviderOptions): SpeechProvider {
  let cache: CachedAudio | null = null;

  return {
    id: 'xfyun',
    speak(request: SpeechRequest, handlers: SpeechJobHandlers): SpeechJob {
      let done = false;
      let connection: XfyunTtsConnection | null = null;
      let stream: AudioStream | null = null;
      const finish = (error?: SpeechError) => {
        if (done) return;
        done = true;
        connection?.close();
        if (error) {
          stream?.stop();
          handlers.onError(error);
        } else {
          handlers.onEnd();
        }
      };
      stream = request.audioSink.open({
        onStart: () => {
          if (!done) handlers.onStart();
        },
        onEnd: () => finish(),
        onError: (error) => finish(toSpeechError(error, 'connection-failed')),
      });
      const audio = stream;
      const key = cacheKey(request.text, request.params);

      if (cache?.key === key) {
        for (const chunk of cache.chunks) audio.write(chunk, TTS_AUDIO_SAMPLE_RATE_HZ);
        audio.end();
        return { cancel: () => cancel() };
      }

      const WebSocketConstructor =
        options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructorLike }).WebSocket;
      if (!WebSocketConstructor) {
        queueMicrotask(() => finish(new SpeechError('websocket-unsupported', SPEECH_MESSAGES.noWebSocket)));
        return { cancel: () => cancel() };
      }

      const received: Float32Array[] = [];
      const pieces = splitXfyunText(request.text);

      const synthesizePiece = async (index: number): Promise<void> => {
        const piece = pieces[index];
        if (piece === undefined) {
          cache = { key, chunks: received };
          audio.end();
          return;
        }
        let signed: XfyunSignedUrl;
        try {
          signed = await options.getSignedUrl();
        } catch (error) {
          finish(toSpeechError(error, 'configuration-failed'));
          return;
        }
        if (done) return;
        const url = typeof signed === 'string' ? signed : signed.url;
        const appId = (typeof signed === 'string' ? undefined : signed.appId) ?? options.appId;
        if (!appId) {
          finish(new SpeechError('configuration-failed', 'synthesis failed: no xfyun app id configured'));
          return;
        }
        const assembler = createPcm16Assembler();
        connection = openXfyunTtsConnection({
          url,
          request: buildXfyunTtsRequest(appId, piece, request.params),
          WebSocket: WebSocketConstructor,
          onAudio: (base64) => {
            let samples: Float32Array;
            try {
              samples = assembler.push(base64);
            } catch (error) {
              finish(new SpeechError('synthesis-failed', `synthesis failed: bad audio: ${String(error)}`));
              return;
            }
            if (samples.length === 0) return;
            received.push(samples);
            audio.write(samples, TTS_AUDIO_SAMPLE_RATE_HZ);
          },
          onDone: () => void synthesizePiece(index + 1),
          onError: (error) => finish(error),
        });
      };

      function cancel() {
        if (done) return;
        done = true;
        connection?.close();
        audio.stop();
      }

      void synthesizePiece(0);
      return { cancel };
    },
  };
}
