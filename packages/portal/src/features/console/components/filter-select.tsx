import { type Choice, ChoiceOptions } from './choice-options';
import { INPUT_CLASS } from './form-field';

/**
 * A list filter's choice (its label read by screen readers, as the filter bar has no visible labels): `all`
 * first, with the value '' that filters nothing, then the choices.
 */
export function FilterSelect({
  label,
  all,
  value,
  onChange,
  choices,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
}) {
  return (
    <select aria-label={label} className={INPUT_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{all}</option>
      <ChoiceOptions choices={choices} />
    </select>
  );
}
