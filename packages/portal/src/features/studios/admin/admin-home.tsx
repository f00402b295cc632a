import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { STUDIO_ITEM_KINDS } from '../studio-item-kinds';
import { studioQueries } from '../studios-api';
import { type AdminPageProps, adminHrefOf } from './admin-context';
import { ADMIN_STYLES } from './admin-styles';

const MANAGE = '去管理 ›';

/**
 * The admin's first page: the studio at a glance, with the way to each managed part, to the hidden pages
 * (成果展示, 栏目管理) and to its public page.
 */
export function AdminHome({ studioId, routes }: AdminPageProps) {
  const studio = useQuery(studioQueries.studio(studioId));
  return (
    <QueryView query={studio} skeleton={<ListSkeleton rows={3} />}>
      {(details) => {
        const tiles = [
          {
            label: '工作室动态',
            value: details.counts.news,
            href: adminHrefOf(routes, 'news', studioId),
            action: MANAGE,
          },
          {
            label: '工作室资源',
            value: details.counts.files,
            href: adminHrefOf(routes, 'resources', studioId),
            action: MANAGE,
          },
          {
            label: '工作室成员',
            value: details.memberCount,
            href: adminHrefOf(routes, 'members', studioId),
            action: MANAGE,
          },
          // The hidden routes (SPEC §2: out of the menu) are reached from here: the work kinds lead to 成果展示.
          ...STUDIO_ITEM_KINDS.map((info) => ({
            label: info.name,
            value: details.counts[info.kind],
            href: adminHrefOf(routes, 'works', studioId),
            action: '去查看 ›',
          })),
        ];
        const columnsHref = adminHrefOf(routes, 'typeList', studioId);
        return (
          <div className="space-y-5">
            <div className="flex flex-col gap-4 sm:flex-row">
              <img src={details.cover} alt="" className="aspect-video w-full rounded-lg object-cover sm:w-64" />
              <div className="min-w-0">
                <p className="text-lg font-semibold text-ink">{details.title}</p>
                <p className="mt-1 text-sm text-muted">
                  {details.typeName} · {details.schoolName} · 浏览 {details.viewCount}
                </p>
                <p className="mt-2 text-sm leading-6 text-ink">{details.summary}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link href={paths.studioDetail.getHref(studioId)} className={ADMIN_STYLES.secondary}>
                    查看工作室主页
                  </Link>
                  {columnsHref ? (
                    <Link href={columnsHref} className={ADMIN_STYLES.secondary}>
                      栏目管理
                    </Link>
                  ) : null}
                </div>
              </div>
            </div>
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
              {tiles.map((tile) => (
                <li key={tile.label} className="rounded-lg bg-slate-50 p-4">
                  <p className="text-sm text-muted">{tile.label}</p>
                  <p className="mt-1 text-2xl font-semibold text-brand-700">{tile.value}</p>
                  {tile.href ? (
                    <Link href={tile.href} className="mt-1 inline-block text-sm text-brand-700 hover:underline">
                      {tile.action}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryView>
  );
}
