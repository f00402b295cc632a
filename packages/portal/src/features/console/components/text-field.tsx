import type { InputHTMLAttributes } from 'react';
import { FormField, INPUT_CLASS } from './form-field';

/** Props of {@link TextField}. */
type TextFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows; without it, a one-line input. */
  rows?: number;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

/** A console form's labelled text box (one line, or several with `rows`), with its error or hint. */
export function TextField({ label, error, hint, value, onChange, rows, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} {...(hint === undefined ? {} : { hint })}>
      {(props) =>
        rows === undefined ? (
          <input
            {...props}
            {...input}
            className={INPUT_CLASS}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <textarea
            {...props}
            rows={rows}
            className={INPUT_CLASS}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
