import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** Props of {@link CoverCard}. */
export interface CoverCardProps {
  /** The item's page. */
  href: string;
  /** On top: a {@link CoverImage} or a {@link CoverFrame}. */
  picture: ReactNode;
  title: string;
  /** The title on up to two lines, rather than one cut short. */
  clampTitle?: boolean;
  /** The lines under the title: a summary, the facts. */
  children?: ReactNode;
}

/** A card of a picture grid (programmes, studio works, activities, albums): its cover over its title, one link. */
export function CoverCard({ href, picture, title, clampTitle, children }: CoverCardProps) {
  return (
    <Link
      href={href}
      className="group block overflow-hidden rounded-xl border border-slate-100 bg-white transition-shadow hover:shadow-card"
    >
      {picture}
      <span className="block p-3">
        <span
          className={
            clampTitle
              ? 'line-clamp-2 font-medium text-ink group-hover:text-brand-600'
              : 'block truncate font-medium text-ink group-hover:text-brand-600'
          }
        >
          {title}
        </span>
        {children}
      </span>
    </Link>
  );
}
