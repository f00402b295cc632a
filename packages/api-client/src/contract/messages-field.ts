import * as z from 'zod/mini';
import { chatMessageSchema } from './chat-message';
import { parseJson } from './parse-json';

/**
 * A `messages` field as stored records carry it: an array, or the same array serialised as a JSON string
 * (SPEC §3). Null, absent or unparseable text reads as an empty list rather than failing the whole record.
 */
export const messagesFieldSchema = z.pipe(
  z.transform((value: unknown) => {
    if (value === null || value === undefined) return [];
    if (typeof value !== 'string') return value;
    const parsed = parseJson(value);
    return parsed.ok ? parsed.value : [];
  }),
  z.array(chatMessageSchema),
);
