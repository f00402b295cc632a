// zod/mini: this module ships in the widget's voice chunk, where classic zod would add ~15 KB gzip.
import * as z from 'zod/mini';
import { XFYUN_LAST_FRAME_STATUS } from '../constants';

/** A server frame once the schema accepted it. */
export type XfyunTtsFrame =
  | { kind: 'audio'; audio: string; last: boolean; sid: string | null }
  | { kind: 'error'; code: number; message: string; sid: string | null }
  | { kind: 'invalid'; reason: string };

// Tolerant: unknown fields pass, `data` may be null on errors, `ced` is a string we do not use.
const frameSchema = z.looseObject({
  code: z.number(),
  message: z._default(z.string(), ''),
  sid: z.optional(z.string()),
  data: z.optional(
    z.nullable(
      z.looseObject({
        audio: z._default(z.string(), ''),
        status: z.optional(z.number()),
      }),
    ),
  ),
});

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads one xfyun TTS server frame (protocols.md §3). Code 0 carries audio; `data.status` 2 marks the
 * last frame (anything else is "more coming", as the docs disagree on 0 vs 1); any other code is an
 * error that ends the session.
 */
export function parseXfyunTtsFrame(raw: unknown): XfyunTtsFrame {
  if (typeof raw !== 'string') return { kind: 'invalid', reason: 'frame is not text' };
  const json = parseJson(raw);
  if (!json.ok) return { kind: 'invalid', reason: 'frame is not JSON' };
  const parsed = z.safeParse(frameSchema, json.value);
  if (!parsed.success) return { kind: 'invalid', reason: 'frame has no numeric code' };
  const frame = parsed.data;
  const sid = frame.sid ?? null;
  if (frame.code !== 0) return { kind: 'error', code: frame.code, message: frame.message, sid };
  if (!frame.data) return { kind: 'invalid', reason: 'success frame without data' };
  return { kind: 'audio', audio: frame.data.audio, last: frame.data.status === XFYUN_LAST_FRAME_STATUS, sid };
}
