import type { Context } from 'hono';

/** Answers the AI-service success envelope `{ code, data, message }` (SPEC §7: code 200 or 201). */
export function envelope(c: Context, data: unknown, code: 200 | 201 = 200, message = 'success') {
  return c.json({ code, data, message }, code);
}
