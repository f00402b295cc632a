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
        {SITE_SECTIONS.map((section, index) => (
          <li key={section.href}>
            <Link
              href={section.href}
              // Named by its title, described by the line under it (a phone does not show the line).
              aria-label={section.title}
              aria-describedby={`section-shortcut-${index}`}
              className="block h-full rounded-lg border border-slate-100 px-3 py-2.5 hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="block font-medium text-ink">{section.title}</span>
              {/* A phone lists the names alone: fourteen sections with their lines would fill two screens. */}
              <span id={`section-shortcut-${index}`} className="mt-0.5 hidden text-xs text-muted sm:line-clamp-2">
                {section.summary}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
