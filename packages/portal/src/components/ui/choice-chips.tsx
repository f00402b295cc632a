import { cn } from '../../lib/cn';

export interface ChoiceChipsProps<Value extends string> {
  /** What the choices choose (the group's accessible name). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange(value: Value): void;
  className?: string;
  /** `view` (the default): large chips over a page's content; `filter`: small ones over a list in a panel. */
  look?: ChoiceChipsLook;
}

type ChoiceChipsLook = 'view' | 'filter';

/** The classes of each look: the group, a chip, and a chip pressed and not. */
const LOOKS: Record<ChoiceChipsLook, { group: string; chip: string; pressed: string; unpressed: string }> = {
  view: {
    group: 'flex min-w-0 gap-2 overflow-x-auto pb-1',
    chip: 'shrink-0 rounded-full px-4 py-1.5 text-[15px]',
    pressed: 'bg-brand-600 text-white',
    unpressed: 'bg-white text-ink shadow-card hover:text-brand-600',
  },
  filter: {
    group: 'flex gap-2',
    chip: 'rounded-full px-3 py-1 text-sm',
    pressed: 'bg-brand-600 text-white',
    unpressed: 'bg-slate-100 text-muted hover:text-brand-700',
  },
};

/** A row of toggle buttons choosing one of a few views (types, labels, awards, halls), pressed = shown. */
export function ChoiceChips<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
  look = 'view',
}: ChoiceChipsProps<Value>) {
  const classes = LOOKS[look];
  return (
    <fieldset className={cn(classes.group, className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(classes.chip, value === option.value ? classes.pressed : classes.unpressed)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
