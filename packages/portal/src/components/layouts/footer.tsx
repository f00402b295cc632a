import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { RECORD_FILING_URL } from '../../config/constants';
import { SITE_SECTION_GROUPS } from '../../config/site-sections';
import { siteConfigQuery, useSiteName } from '../../lib/site/use-site';

/**
 * The footer (SPEC §2): the site map (every section, by group), then the site description, the record number
 * linked to the national filing site, and the copyright.
 */
export function Footer() {
  const site = useQuery(siteConfigQuery);
  const siteName = useSiteName();
  return (
    <footer className="mt-12 bg-brand-900 text-white/80">
      <nav aria-label="网站地图" className="page-container border-b border-white/10 py-8">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-6 md:grid-cols-4">
          {SITE_SECTION_GROUPS.map((group) => (
            <li key={group.title}>
              <h2 className="text-[15px] font-semibold text-white">{group.title}</h2>
              <ul className="mt-2 space-y-1.5 text-sm">
                {group.sections.map((section) => (
                  <li key={section.href}>
                    <Link href={section.href} className="underline-offset-4 hover:text-white hover:underline">
                      {section.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <div className="page-container space-y-3 py-8 text-center text-sm leading-6">
        <p className="text-base font-semibold text-white">{siteName}</p>
        {site.data?.webDesc ? <p>{site.data.webDesc}</p> : null}
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
          {site.data?.recordNumber ? (
            <a
              href={RECORD_FILING_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="underline-offset-4 hover:underline"
            >
              {site.data.recordNumber}
            </a>
          ) : null}
          {site.data?.copyright ? <span>{site.data.copyright}</span> : null}
        </p>
      </div>
    </footer>
  );
}
