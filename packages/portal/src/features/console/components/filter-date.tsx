import { INPUT_CLASS } from './form-field';

/** A list filter's date (its label read by screen readers, as the filter bar has no visible labels). */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <input
      type="date"
      aria-label={label}
      className={INPUT_CLASS}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
