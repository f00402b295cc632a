import { cn } from '../../../lib/cn';

/**
 * A row of round tabs choosing what a console section lists (the home page's lists, the review states).
 * Only the tabs: the section draws the chosen panel.
 */
export function TabStrip<Id extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  /** The strip's accessible name. */
  label: string;
  tabs: readonly { id: Id; name: string }[];
  current: Id;
  onChange(id: Id): void;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === current}
          onClick={() => onChange(tab.id)}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm',
            tab.id === current
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 text-ink hover:bg-slate-50',
          )}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
