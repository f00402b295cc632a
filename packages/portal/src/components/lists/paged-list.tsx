import { PagedView, type PagedViewProps } from './paged-view';

export interface PagedListProps<Item> extends PagedViewProps<Item> {
  /** The list's accessible name. */
  label: string;
  /** The card's classes, in place of the default (a card with the rows' padding). */
  className?: string;
}

/**
 * One page of a list with its pager, in a card ({@link PagedView}): every paged list screen draws its list
 * with it.
 */
export function PagedList<Item>({ label, className = 'card px-5 py-2', ...view }: PagedListProps<Item>) {
  return (
    <section aria-label={label} className={className}>
      <PagedView {...view} />
    </section>
  );
}
