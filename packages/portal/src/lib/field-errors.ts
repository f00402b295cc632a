import * as z from 'zod/mini';

/** A form's messages by field name (the first problem of each field). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks a form's values with the very request schema the server checks them with (@edu/api-client,
 * SPEC §5's rules and messages): the first message of each field, or none when the values pass.
 */
export function fieldErrorsOf(schema: z.core.$ZodType, values: unknown): FieldErrors {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
