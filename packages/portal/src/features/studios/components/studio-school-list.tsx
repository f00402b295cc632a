import type { StudioSchool } from '@edu/api-client';
import { Link } from 'wouter';
import { CoverImage } from '../../../components/cards/cover-image';
import { paths } from '../../../config/paths';

/** The schools hosting studios, as cards: picture, name, town, phase and address, intro, a link per studio. */
export function StudioSchoolList({ schools }: { schools: readonly StudioSchool[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {schools.map((school) => (
        <li key={school.id} className="card flex gap-4 p-5">
          <CoverImage src={school.cover} className="hidden aspect-square w-28 shrink-0 rounded-lg sm:block" />
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold text-ink">{school.name}</h2>
            <p className="mt-1 text-xs text-muted">
              {[school.townName, school.phaseName, school.address].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-2 line-clamp-2 text-sm text-muted">{school.intro}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {school.studios.map((studio) => (
                <li key={studio.id}>
                  <Link
                    href={paths.studioDetail.getHref(studio.id)}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100"
                  >
                    {studio.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
