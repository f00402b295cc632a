import * as z from 'zod/mini';
import { AiServiceError } from '../errors/ai-service-error';

/**
 * Checks a request body against its strict schema before anything is sent, so a bad argument fails
 * here with the field named instead of as a 400 from the server.
 */
export function validateInput<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new AiServiceError('invalid-input', `${where}${issue?.message ?? 'invalid input'}`, { cause: result.error });
}
