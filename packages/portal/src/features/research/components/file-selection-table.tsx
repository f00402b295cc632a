import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import type { ResearchFile } from '../research-api';
import { scoreText } from '../score-text';
import { TableHead } from './table-head';

export interface FileSelectionTableProps {
  files: readonly ResearchFile[];
  /** The ids ticked for a batch delete. */
  selected: ReadonlySet<string>;
  onSelectedChange(selected: ReadonlySet<string>): void;
  /** Actions of a row (evaluate). */
  actions?: (file: ResearchFile) => ReactNode;
}

const idOf = (file: ResearchFile) => String(file.id ?? file.fileId ?? '');

/** Research files with a tick box each (and one for all) for the administrator's batch delete. */
export function FileSelectionTable({ files, selected, onSelectedChange, actions }: FileSelectionTableProps) {
  const ids = files.map(idOf);
  const allTicked = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[600px] text-left text-[15px] whitespace-nowrap">
        <TableHead
          leading={
            <th scope="col" className="w-10 py-2">
              <input
                type="checkbox"
                aria-label="全选"
                checked={allTicked}
                onChange={() => onSelectedChange(allTicked ? new Set() : new Set(ids))}
              />
            </th>
          }
          headers={['文件名', '上传时间', '评价']}
          actions={Boolean(actions)}
        />
        <tbody className="divide-y divide-slate-100">
          {files.map((file) => {
            const id = idOf(file);
            return (
              <tr key={id}>
                <td className="py-2.5">
                  <input
                    type="checkbox"
                    aria-label={`选择 ${file.fileName ?? ''}`}
                    checked={selected.has(id)}
                    onChange={() => toggle(id)}
                  />
                </td>
                <td className="py-2.5 pr-3 text-ink">
                  <span className="block max-w-[22rem] truncate" title={file.fileName ?? ''}>
                    {file.fileName}
                  </span>
                </td>
                <td className="py-2.5 pr-3 text-sm text-muted">{formatDate(file.createDate)}</td>
                <td className="py-2.5 pr-3 text-sm text-muted">{scoreText(file.score, file.scoreCount)}</td>
                {actions ? <td className="py-2.5">{actions(file)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
