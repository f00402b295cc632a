import * as z from 'zod/mini';

/** A server-assigned id as it arrives: the SPEC does not fix the type, so both strings and numbers pass. */
export const entityIdSchema = z.union([z.string(), z.number()]);

/** An id inside a request body: a non-empty string or a non-negative integer. */
export const entityIdInputSchema = z.union([
  z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  z.int().check(z.nonnegative()),
]);

/** The id of a conversation, record or user. */
export type EntityId = z.infer<typeof entityIdSchema>;
