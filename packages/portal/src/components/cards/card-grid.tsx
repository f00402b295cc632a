import type { ReactNode } from 'react';

/** Props of {@link CardGrid}. */
export interface CardGridProps<Item extends { id: string }> {
  items: readonly Item[];
  /** The grid's columns and gaps (default: one column, two from `sm`, three from `lg`). */
  className?: string;
  /** The card of one item; `index` tells the first cards, whose pictures load at once. */
  children(item: Item, index: number): ReactNode;
}

/** Cards in a responsive grid, a list item each. */
export function CardGrid<Item extends { id: string }>({
  items,
  className = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
  children,
}: CardGridProps<Item>) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
