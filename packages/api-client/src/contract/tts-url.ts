import * as z from 'zod/mini';

/**
 * Data of GET /speech/tts-url (tolerant): a signed WebSocket URL, bare or as `{ url, appId, expiresAt }`.
 * The xfyun request frame needs the app id, so it travels with the URL; the API secret never does.
 */
export const ttsUrlResultSchema = z.pipe(
  z.union([
    z.string().check(z.minLength(1)),
    z.looseObject({
      url: z.string().check(z.minLength(1)),
      appId: z.optional(z.string().check(z.minLength(1))),
      expiresAt: z.optional(z.string()),
    }),
  ]),
  z.transform((data): TtsUrl => (typeof data === 'string' ? { url: data } : data)),
);

/** A short-lived signed xfyun TTS URL with the app id its request frames must carry. */
export interface TtsUrl {
  url: string;
  appId?: string | undefined;
  /** ISO time after which the signature is refused. */
  expiresAt?: string | undefined;
}
