import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

export interface SectionPanelProps {
  title: string;
  /** A "more" link to the section's own page. */
  moreHref?: string;
  /** Extra controls beside the title (tabs, a count). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled white panel, the building block of the home page and the section pages. */
export function SectionPanel({ title, moreHref, actions, className, children }: SectionPanelProps) {
  const id = `panel-${title}`;
  return (
    <section aria-labelledby={id} className={cn('card p-5 md:p-6', className)}>
      <div className="mb-4 flex items-center gap-3">
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-600" />
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <div className="ml-auto flex items-center gap-3">
          {actions}
          {moreHref ? (
            <Link href={moreHref} className="text-sm text-muted hover:text-brand-600">
              更多 ›
            </Link>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}
