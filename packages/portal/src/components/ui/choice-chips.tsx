import { cn } from '../../lib/cn';

export interface ChoiceChipsProps<Value extends string> {
  /** What the choices choose (the group's accessible name). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange(value: Value): void;
  className?: string;
}

/** A row of toggle buttons choosing one of a few views (types, labels, awards, halls), pressed = shown. */
export function ChoiceChips<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ChoiceChipsProps<Value>) {
  return (
    <fieldset className={cn('flex min-w-0 gap-2 overflow-x-auto pb-1', className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'shrink-0 rounded-full px-4 py-1.5 text-[15px]',
            value === option.value ? 'bg-brand-600 text-white' : 'bg-white text-ink shadow-card hover:text-brand-600',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
