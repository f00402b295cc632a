import { useState } from 'react';
import type { FieldErrors } from '../../../lib/field-errors';

/**
 * A console form's values and the errors found in them: `field(key)` gives a TextField or SelectField its
 * value, its change and its error, so each field of the form is written once.
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
  return { values, setValues, errors, setErrors, set, field };
}
