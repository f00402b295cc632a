import { useState } from 'react';
import type * as z from 'zod/mini';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';

/**
 * A console form's values and the errors found in them: `field(key)` gives a TextField or SelectField its
 * value, its change and its error, so each field of the form is written once; `check` checks the request
 * before it is sent, with the schema the server checks it with, and shows what it refuses.
 */
export function useFormDraft<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof T, value: string) => setValues((old) => ({ ...old, [key]: value }));
  const field = (key: keyof T & string) => ({
    value: values[key],
    onChange: (value: string) => set(key, value),
    error: errors[key],
  });
  /** Whether `input` passes `schema`; its messages (none when it passes) replace the form's errors. */
  const check = (schema: z.core.$ZodType, input: unknown) => {
    const found = fieldErrorsOf(schema, input);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { values, setValues, errors, setErrors, set, field, check };
}
