import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { StudioWorksPanel } from '../components/studio-panels';
import { STUDIO_ITEM_KINDS } from '../studio-item-kinds';
import { studioQueries } from '../studios-api';
import type { AdminPageProps } from './admin-context';

/** The hidden route `typeList` (栏目管理): the studio's columns and how many items each holds. */
export function AdminColumns({ studioId }: AdminPageProps) {
  const studio = useQuery(studioQueries.studio(studioId));
  return (
    <QueryView query={studio} skeleton={<ListSkeleton rows={4} />}>
      {(details) => (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-muted">
            <tr>
              <th scope="col" className="py-2 font-medium">
                栏目
              </th>
              <th scope="col" className="py-2 font-medium">
                条目数
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-ink">
            {[
              { name: '工作室动态', count: details.counts.news },
              { name: '工作室资源', count: details.counts.files },
              ...STUDIO_ITEM_KINDS.map((info) => ({ name: info.name, count: details.counts[info.kind] })),
            ].map((column) => (
              <tr key={column.name}>
                <td className="py-2">{column.name}</td>
                <td className="py-2">{column.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryView>
  );
}

/** The hidden route `works` (成果展示): the studio's lesson study, public classes and research. */
export function AdminWorks({ studioId }: AdminPageProps) {
  return <StudioWorksPanel studioId={studioId} />;
}
