import { Link } from 'wouter';
import { SITE_SECTIONS } from '../../../config/site-sections';

/** 栏目导航: every section of the site map, one click from the home page, as a county portal lists them. */
export function SectionShortcuts() {
  return (
    <nav aria-labelledby="section-shortcuts" className="card p-5 md:p-6">
      <div className="mb-4 flex items-center gap-3">
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-600" />
        <h2 id="section-shortcuts" className="text-lg font-semibold text-ink">
          栏目导航
        </h2>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {SITE_SECTIONS.map((section) => (
          // The link holds the title alone (its name); it covers the item, so the line under it is clicked too.
          <li
            key={section.href}
            className="relative h-full rounded-lg border border-slate-100 px-3 py-2.5 hover:border-brand-500 hover:bg-brand-50"
          >
            <Link href={section.href} className="block font-medium text-ink after:absolute after:inset-0">
              {section.title}
            </Link>
            {/* A phone lists the names alone: fourteen sections with their lines would fill two screens. */}
            <span className="mt-0.5 hidden text-xs text-muted sm:line-clamp-2">{section.summary}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
