import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { QueryView } from '../../components/ui/query-view';
import { RichText } from '../../components/ui/rich-text';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/status-views';
import { paths } from '../../config/paths';
import { useScreenTitle } from '../../lib/page-title';
import { studioAdminHomeHref } from '../../lib/session/studio-admin-routes';
import { useSessionUser } from '../../lib/session/use-session';
import { useStudioPermissions } from '../../lib/session/use-studio-admin-routes';
import { MemberList } from './components/member-list';
import { StudioFilesPanel, StudioNewsPanel, StudioWorksPanel } from './components/studio-panels';
import { STUDIO_ITEM_KINDS } from './studio-item-kinds';
import { type StudioDetails, studioQueries } from './studios-api';

/** /three-studio/detail?id=: one studio: its host and members, introduction, news, resources and work. */
export default function StudioDetailScreen() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '三名工作室', href: paths.threeStudio.getHref() }]} current="工作室详情" />
      {id ? <StudioView id={id} /> : <EmptyState text="没有指定工作室" />}
    </div>
  );
}

function StudioView({ id }: { id: string }) {
  const query = useQuery(studioQueries.studio(id));
  useScreenTitle(paths.studioDetail.getHref(id), query.data?.title);
  return (
    <QueryView query={query} skeleton={<ListSkeleton rows={6} label="正在加载工作室" />}>
      {(studio) => <StudioBody studio={studio} />}
    </QueryView>
  );
}

function StudioBody({ studio }: { studio: StudioDetails }) {
  const facts = [
    { label: '成员', value: studio.memberCount },
    { label: '动态', value: studio.counts.news },
    { label: '资源', value: studio.counts.files },
    ...STUDIO_ITEM_KINDS.map((info) => ({ label: info.name, value: studio.counts[info.kind] })),
  ];
  return (
    <>
      <section
        aria-label="工作室"
        className="card grid grid-cols-1 gap-5 p-5 md:grid-cols-[320px_minmax(0,1fr)] md:p-6"
      >
        <img src={studio.cover} alt="" className="aspect-video w-full rounded-lg object-cover" />
        <div className="min-w-0">
          <p className="flex flex-wrap gap-2 text-sm">
            <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">{studio.typeName}</span>
            <span className="rounded bg-slate-100 px-2 py-0.5 text-muted">{studio.schoolName}</span>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 className="text-2xl font-semibold text-ink">{studio.title}</h1>
            <StudioAdminLink studioId={studio.id} />
          </div>
          <p className="mt-2 text-muted">
            {studio.host ? `主持人：${studio.host.name}${studio.host.title ? `（${studio.host.title}）` : ''}　` : ''}
            浏览 {studio.viewCount}
          </p>
          <p className="mt-2 leading-7 text-ink">{studio.summary}</p>
          <dl className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg bg-slate-50 px-2 py-2 text-center">
                <dt className="text-xs text-muted">{fact.label}</dt>
                <dd className="text-lg font-semibold text-brand-700">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-5">
          <SectionPanel title="工作室简介">
            <RichText html={studio.content} />
          </SectionPanel>
          <StudioWorksPanel studioId={studio.id} />
          <StudioNewsPanel studioId={studio.id} />
        </div>
        <div className="min-w-0 space-y-5">
          <SectionPanel title="工作室成员">
            <MemberList members={studio.members} />
          </SectionPanel>
          <StudioFilesPanel studioId={studio.id} />
        </div>
      </div>
    </>
  );
}

/** 工作室管理, for a member of this studio: its admin backend. */
function StudioAdminLink({ studioId }: { studioId: string }) {
  const permissions = useStudioPermissions(useSessionUser());
  const href = permissions.data ? studioAdminHomeHref(permissions.data, studioId) : undefined;
  if (!href) return null;
  return (
    <Link href={href} className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700">
      工作室管理
    </Link>
  );
}
