import type { Context } from 'hono';
import type { HttpError } from './http-error';

/** Answers the AI-service success envelope `{ code, data, message }` (SPEC §7: code 200 or 201). */
export function envelope(c: Context, data: unknown, code: 200 | 201 = 200, message = 'success') {
  return c.json({ code, data, message }, code);
}

/**
 * Answers a refusal in the AI service's envelope (also `/auth` and the server's own paths):
 * `{ code: status, message, ...details }`, with `Retry-After` when the error names one.
 */
export function renderAiError(c: Context, error: HttpError) {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ code: error.status, message: error.message, ...error.details }, error.status);
}
