import { z } from 'zod';

/** The AI service's envelope `{ code, data, message }` (tolerant; `data` is checked by each call). */
export const aiEnvelopeSchema = z.looseObject({
  code: z.number(),
  data: z.unknown().optional(),
  message: z.string().nullish(),
});

/** The AI service's envelope. */
export type AiEnvelope = z.infer<typeof aiEnvelopeSchema>;

/**
 * The portal's envelope `{ code, status, message, msg, data }` (tolerant): every field optional, since
 * success is told by `code` 20000 or 0, or `status` 1000 (SPEC §7).
 */
export const portalEnvelopeSchema = z.looseObject({
  code: z.union([z.number(), z.string()]).nullish(),
  status: z.union([z.number(), z.string()]).nullish(),
  message: z.string().nullish(),
  msg: z.string().nullish(),
  data: z.unknown().optional(),
});

/** The portal's envelope. */
export type PortalEnvelope = z.infer<typeof portalEnvelopeSchema>;
