import type { ReactNode } from 'react';

/** A section page's title and one line on what it offers. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      {children ? <p className="mt-1 text-muted">{children}</p> : null}
    </header>
  );
}
