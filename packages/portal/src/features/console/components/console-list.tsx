import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState } from '../../../components/ui/status-views';

/** One column of a console list: its header and its cell. */
interface ConsoleColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Narrow columns (a state, a count) stay on one line. */
  nowrap?: boolean;
}

export interface ConsoleListProps<Row> {
  /** The list's accessible name, e.g. 文章列表. */
  label: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  columns: readonly ConsoleColumn<Row>[];
  /** The buttons of a row (edit, publish, disable…). */
  actions?: (row: Row) => ReactNode;
  emptyText?: string;
  /** Paging, when the list is a page of a longer one. */
  page?: {
    total: number;
    pageNum: number;
    pageSize: number;
    onChange(page: { pageNum: number; pageSize: number }): void;
  };
}

/**
 * The console's one list: a table from the tablet's width up, and on a phone a card per row with each
 * column's header beside its value, so the everyday tasks (publish, disable, approve) fit 390 px.
 */
export function ConsoleList<Row>({ label, rows, rowKey, columns, actions, emptyText, page }: ConsoleListProps<Row>) {
  if (rows.length === 0) return <EmptyState text={emptyText ?? '暂无数据'} />;
  return (
    <section aria-label={label}>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-muted">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {column.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  操作
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-slate-100 align-top">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.nowrap ? 'px-3 py-2.5 whitespace-nowrap' : 'px-3 py-2.5 break-words'}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? (
                  <td className="px-3 py-2.5">
                    <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 p-3 text-sm">
            <dl className="space-y-1">
              {columns.map((column) => (
                <div key={column.header} className="grid grid-cols-[5rem_minmax(0,1fr)] gap-2">
                  <dt className="text-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
      {page ? <Pagination className="mt-4" {...page} /> : null}
    </section>
  );
}

/** A row's action button. */
export function RowButton({
  children,
  onClick,
  tone = 'plain',
  disabled,
}: {
  children: ReactNode;
  onClick(): void;
  tone?: 'plain' | 'primary' | 'danger';
  disabled?: boolean;
}) {
  const tones = {
    plain: 'border-slate-300 text-ink hover:bg-slate-50',
    primary: 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700',
    danger: 'border-red-300 text-red-700 hover:bg-red-50',
  };
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={`rounded-md border px-3 py-1 text-sm whitespace-nowrap disabled:opacity-50 ${tones[tone]}`}
    >
      {children}
    </button>
  );
}
