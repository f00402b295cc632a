import { Link } from 'wouter';
import { CoverImage } from '../../../components/cards/cover-image';
import { paths } from '../../../config/paths';
import type { Studio } from '../studios-api';

/** A studio in a grid: its cover, name, kind, school, host and member count. */
export function StudioCard({ studio, pictureLoading }: { studio: Studio; pictureLoading: 'eager' | 'lazy' }) {
  return (
    <Link
      href={paths.studioDetail.getHref(studio.id)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-100 bg-white transition-shadow hover:shadow-card"
    >
      <CoverImage src={studio.cover} loading={pictureLoading} className="aspect-video w-full" />
      <span className="flex flex-1 flex-col p-4">
        <span className="flex items-center gap-2">
          <span className="shrink-0 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{studio.typeName}</span>
          <span className="truncate font-medium text-ink group-hover:text-brand-600">{studio.title}</span>
        </span>
        <span className="mt-2 line-clamp-2 text-sm text-muted">{studio.summary}</span>
        <span className="mt-auto flex flex-wrap gap-x-3 pt-3 text-xs text-muted">
          <span>{studio.schoolName}</span>
          <span>成员 {studio.memberCount} 人</span>
          <span>浏览 {studio.viewCount}</span>
        </span>
      </span>
    </Link>
  );
}
