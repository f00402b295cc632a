import { type Choice, ChoiceOptions } from './choice-options';
import { FormField, INPUT_CLASS } from './form-field';

/** A console form's labelled choice among `choices`, after an optional first one of value '' (`none`). */
export function SelectField({
  label,
  error,
  value,
  onChange,
  choices,
  none,
  disabled,
}: {
  label: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** The text of a first choice that leaves the field empty. */
  none?: string;
  disabled?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      {(props) => (
        <select
          {...props}
          className={INPUT_CLASS}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {none === undefined ? null : <option value="">{none}</option>}
          <ChoiceOptions choices={choices} />
        </select>
      )}
    </FormField>
  );
}
