import { TTS_TEXT_ENCODING } from '@edu/api-client';
import { XFYUN_AUDIO_ENCODING, XFYUN_AUDIO_FORMAT, XFYUN_LAST_FRAME_STATUS, XFYUN_MAX_TEXT_BYTES } from '../constants';
import type { SynthesizerParams } from '../machine/synthesizer-params';
import { encodeUtf8Base64 } from '../text/base64';

/** The single request frame of an xfyun TTS connection (protocols.md §3). */
export interface XfyunTtsRequest {
  common: { app_id: string };
  business: {
    aue: typeof XFYUN_AUDIO_ENCODING;
    auf: typeof XFYUN_AUDIO_FORMAT;
    vcn: string;
    speed: number;
    volume: number;
    pitch: number;
    tte: typeof TTS_TEXT_ENCODING;
  };
  data: { status: typeof XFYUN_LAST_FRAME_STATUS; text: string };
}

/** Builds the request frame: raw 16 kHz PCM, the whole text base64-encoded UTF-8 in one `status: 2` frame. */
export function buildXfyunTtsRequest(appId: string, text: string, params: SynthesizerParams): XfyunTtsRequest {
  return {
    common: { app_id: appId },
    business: {
      aue: XFYUN_AUDIO_ENCODING,
      auf: XFYUN_AUDIO_FORMAT,
      vcn: params.voice,
      speed: params.speed,
      volume: params.volume,
      pitch: params.pitch,
      tte: TTS_TEXT_ENCODING,
    },
    data: { status: XFYUN_LAST_FRAME_STATUS, text: encodeUtf8Base64(text) },
  };
}

const SENTENCE_END = /[。！？!?；;\n]/u;

/**
 * Splits text into pieces under xfyun's per-frame limit (8000 UTF-8 bytes before base64), cutting
 * after sentence ends where possible so no word is torn; each piece is one connection.
 */
export function splitXfyunText(text: string, maxBytes = XFYUN_MAX_TEXT_BYTES): string[] {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  let lastBreak = -1;
  for (const character of text) {
    const bytes = encoder.encode(character).length;
    if (currentBytes + bytes > maxBytes && current !== '') {
      const cut = lastBreak > 0 ? lastBreak : current.length;
      pieces.push(current.slice(0, cut));
      current = current.slice(cut);
      currentBytes = encoder.encode(current).length;
      lastBreak = -1;
    }
    current += character;
    currentBytes += bytes;
    if (SENTENCE_END.test(character)) lastBreak = current.length;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}
