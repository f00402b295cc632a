import type { ReactNode } from 'react';

/**
 * The header row of the research administrator's tables: `leading` cells first (a tick box for all), the
 * columns' headers, and 操作 last where rows have actions.
 */
export function TableHead({
  headers,
  actions,
  leading,
}: {
  headers: readonly string[];
  actions: boolean;
  leading?: ReactNode;
}) {
  return (
    <thead className="border-b border-slate-200 text-sm text-muted">
      <tr>
        {leading}
        {headers.map((header) => (
          <th key={header} scope="col" className="py-2 pr-3 font-medium">
            {header}
          </th>
        ))}
        {actions ? (
          <th scope="col" className="py-2 font-medium">
            操作
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
