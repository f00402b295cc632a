import { z } from 'zod';

/** Data of GET /speech/tts-url (tolerant): a signed WebSocket URL, bare or as `{ url }`. */
export const ttsUrlResultSchema = z
  .union([z.string().min(1), z.looseObject({ url: z.string().min(1) })])
  .transform((data) => (typeof data === 'string' ? data : data.url));
