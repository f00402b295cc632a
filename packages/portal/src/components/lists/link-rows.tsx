import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** Props of {@link LinkRows}. */
export interface LinkRowsProps<Item extends { id: string }> {
  items: readonly Item[];
  /** The item's own page. */
  hrefOf(id: string): string;
  /** Each link's layout (the row's gap and padding). */
  rowClassName: string;
  /** What one row shows, inside its link. */
  children(item: Item): ReactNode;
}

/** A list's rows, divided by a rule, each a link to its item's page. */
export function LinkRows<Item extends { id: string }>({ items, hrefOf, rowClassName, children }: LinkRowsProps<Item>) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={hrefOf(item.id)} className={rowClassName}>
            {children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
