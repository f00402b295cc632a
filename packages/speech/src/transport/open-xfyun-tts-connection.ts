import { formatSynthesisFailure } from '@edu/api-client';
import { SpeechError } from '../errors/speech-error';
import { parseXfyunTtsFrame } from '../protocol/parse-xfyun-tts-frame';
import type { XfyunTtsRequest } from '../protocol/xfyun-tts-request';
import { WEBSOCKET_CLOSING, type WebSocketConstructorLike, type WebSocketLike } from './websocket-like';

export interface XfyunTtsConnectionOptions {
  url: string;
  request: XfyunTtsRequest;
  WebSocket: WebSocketConstructorLike;
  /** The socket opened and the request frame was sent. */
  onOpen?(): void;
  /** One base64 audio chunk, in the order the server sent them. */
  onAudio(base64: string): void;
  /** The last frame (`data.status` 2) arrived. */
  onDone(): void;
  /** An error frame, an unreadable frame, or a close before the last frame. Fires at most once. */
  onError(error: SpeechError): void;
}

export interface XfyunTtsConnection {
  /** Closes with code 1000 and silences every callback. */
  close(): void;
}

const NORMAL_CLOSURE = 1000;

/**
 * One xfyun TTS session over one WebSocket (protocols.md §3): send the request frame on open, pass
 * audio chunks on in order, finish at `status: 2`. Exactly one of `onDone` / `onError` fires.
 */
export function openXfyunTtsConnection(options: XfyunTtsConnectionOptions): XfyunTtsConnection {
  let finished = false;
  let socket: WebSocketLike | null = null;

  const detach = () => {
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    // Keep a no-op error listener: Node's `ws` throws an unhandled 'error' when closed mid-handshake.
    socket.onerror = () => undefined;
    if (socket.readyState < WEBSOCKET_CLOSING) socket.close(NORMAL_CLOSURE);
  };
  const fail = (error: SpeechError) => {
    if (finished) return;
    finished = true;
    detach();
    options.onError(error);
  };

  try {
    socket = new options.WebSocket(options.url);
  } catch (error) {
    queueMicrotask(() =>
      fail(
        new SpeechError('connection-failed', `synthesis failed: cannot connect: ${String(error)}`, { cause: error }),
      ),
    );
    return { close: () => (finished = true) };
  }

  socket.onopen = () => {
    if (finished || !socket) return;
    socket.send(JSON.stringify(options.request));
    options.onOpen?.();
  };
  socket.onmessage = (event) => {
    if (finished) return;
    const frame = parseXfyunTtsFrame(event.data);
    switch (frame.kind) {
      case 'error':
        fail(new SpeechError('synthesis-failed', formatSynthesisFailure(frame.code, frame.message)));
        return;
      case 'invalid':
        fail(new SpeechError('synthesis-failed', formatSynthesisFailure('invalid-frame', frame.reason)));
        return;
      case 'audio':
        if (frame.audio !== '') options.onAudio(frame.audio);
        if (frame.last) {
          finished = true;
          detach();
          options.onDone();
        }
        return;
      default:
        frame satisfies never;
    }
  };
  socket.onclose = (event) => {
    fail(
      new SpeechError(
        'connection-failed',
        formatSynthesisFailure(
          event.code,
          `connection closed before the last audio frame${event.reason ? ` (${event.reason})` : ''}`,
        ),
      ),
    );
  };
  // A browser fires `close` after `error`, with the code; we report there so the message carries it.
  socket.onerror = () => undefined;

  return {
    close() {
      finished = true;
      detach();
    },
  };
}
