import * as z from 'zod/mini';

/** The AI service's envelope `{ code, data, message }` (tolerant; `data` is checked by each call). */
export const aiEnvelopeSchema = z.looseObject({
  code: z.number(),
  data: z.optional(z.unknown()),
  message: z.nullish(z.string()),
});

/** The AI service's envelope. */
export type AiEnvelope = z.infer<typeof aiEnvelopeSchema>;

/**
 * The portal's envelope `{ code, status, message, msg, data }` (tolerant): every field optional, since
 * success is told by `code` 20000 or 0, or `status` 1000 (SPEC §7).
 */
export const portalEnvelopeSchema = z.looseObject({
  code: z.nullish(z.union([z.number(), z.string()])),
  status: z.nullish(z.union([z.number(), z.string()])),
  message: z.nullish(z.string()),
  msg: z.nullish(z.string()),
  data: z.optional(z.unknown()),
});

/** The portal's envelope. */
export type PortalEnvelope = z.infer<typeof portalEnvelopeSchema>;
