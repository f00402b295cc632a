import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@edu/api-client';
import { cn } from '../../lib/cn';
import { pageCountOf, pageItems } from './page-items';

export interface PaginationProps {
  total: number;
  pageNum: number;
  /** Default 10; options 10, 20, 30, 50 (SPEC §9). */
  pageSize?: number;
  onChange(page: { pageNum: number; pageSize: number }): void;
  className?: string;
}

const button =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-40';

/** The pager under every paged list: total, pages with gaps, previous/next, page size. */
export function Pagination({ total, pageNum, pageSize = DEFAULT_PAGE_SIZE, onChange, className }: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  if (total <= 0) return null;
  const go = (next: number) => onChange({ pageNum: next, pageSize });
  return (
    <nav aria-label="分页" className={cn('flex flex-wrap items-center justify-center gap-2 py-4 text-sm', className)}>
      <span className="text-muted">共 {total} 条</span>
      <button
        type="button"
        className={cn(button, 'border-slate-200 bg-white')}
        disabled={pageNum <= 1}
        onClick={() => go(pageNum - 1)}
        aria-label="上一页"
      >
        ‹
      </button>
      {pageItems(pageNum, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === pageNum ? 'page' : undefined}
            aria-label={`第 ${item} 页`}
            onClick={() => item !== pageNum && go(item)}
            className={cn(
              button,
              item === pageNum
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-200 bg-white text-ink hover:border-brand-500 hover:text-brand-600',
            )}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={cn(button, 'border-slate-200 bg-white')}
        disabled={pageNum >= pageCount}
        onClick={() => go(pageNum + 1)}
        aria-label="下一页"
      >
        ›
      </button>
      <label className="flex items-center gap-1 text-muted">
        <span className="sr-only">每页条数</span>
        <select
          value={pageSize}
          onChange={(event) => onChange({ pageNum: 1, pageSize: Number(event.target.value) })}
          className="h-9 rounded-md border border-slate-200 bg-white px-2 text-ink"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
