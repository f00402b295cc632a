import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import { RichText } from '../../../components/ui/rich-text';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { contestDetailsQuery } from '../contest-api';

/** A contest's columns, prizes, rules and other information (SPEC §7), shown under its card. */
export function ContestDetails({ id }: { id: string }) {
  const query = useQuery(contestDetailsQuery(id));
  return (
    <QueryView query={query} skeleton={<ListSkeleton rows={2} />}>
      {({ columns, rules, prizes, others }) => (
        <div className="grid grid-cols-1 gap-5 border-t border-slate-100 pt-4 md:grid-cols-2">
          <section aria-label="竞赛栏目">
            <h4 className="mb-2 font-semibold text-ink">竞赛栏目</h4>
            <ul className="flex flex-wrap gap-2">
              {columns.map((column) => (
                <li key={column.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                  {column.title}
                </li>
              ))}
            </ul>
            <h4 className="mt-4 mb-2 font-semibold text-ink">奖项设置</h4>
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th className="py-1 font-normal">奖项</th>
                  <th className="py-1 font-normal">奖励</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {prizes.map((prize) => (
                  <tr key={prize.id}>
                    <td className="py-1.5 text-ink">{prize.title}</td>
                    <td className="py-1.5 text-muted">{prize.reward || prize.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-4 space-y-1 text-sm">
              {others.map((other) => (
                <div key={other.id} className="flex gap-2">
                  <dt className="shrink-0 text-muted">{other.title}：</dt>
                  <dd className="text-ink">{other.summary}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-label="评选规则">
            <h4 className="mb-2 font-semibold text-ink">{rules.title || '评选规则'}</h4>
            <RichText
              html={rules.content}
              className="text-sm [&_h3]:mt-2 [&_h3]:font-semibold [&_p]:mb-2 [&_p]:text-sm [&_p]:leading-6"
            />
          </section>
        </div>
      )}
    </QueryView>
  );
}
