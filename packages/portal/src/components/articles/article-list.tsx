import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { pictureLoading } from '../../lib/picture-loading';
import { ArticleRow, type ArticleRowProps } from '../ui/article-row';

export interface ArticleListProps<Item extends { id: string }> {
  items: readonly Item[];
  /** The article's own page. */
  hrefOf(id: string): string;
  /** How an item reads as a row (its tag, source and date fields differ by section). */
  rowOf(item: Item): Omit<ArticleRowProps, 'dense' | 'clamped' | 'coverLoading'>;
  /** Tighter rows with a smaller title (the research news). */
  dense?: boolean;
  /** Titles and summaries cut at two lines (see {@link ArticleRowProps.clamped}). */
  clamped?: boolean;
}

/**
 * Articles as rows linking to their pages (资讯中心, 评价改革, practice articles, research news); the first
 * rows' covers load at once.
 */
export function ArticleList<Item extends { id: string }>({
  items,
  hrefOf,
  rowOf,
  dense,
  clamped,
}: ArticleListProps<Item>) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item, index) => (
        <li key={item.id}>
          <Link href={hrefOf(item.id)} className={cn('group flex gap-4', dense ? 'py-3' : 'py-4')}>
            <ArticleRow {...rowOf(item)} dense={dense} clamped={clamped} coverLoading={pictureLoading(index)} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
