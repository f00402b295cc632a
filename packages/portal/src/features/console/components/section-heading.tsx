import type { ReactNode } from 'react';

/** A console section's title (`id` names the section: aria-labelledby), with its actions beside it. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </div>
  );
}
