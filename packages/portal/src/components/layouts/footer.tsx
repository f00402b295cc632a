import { useQuery } from '@tanstack/react-query';
import { RECORD_FILING_URL } from '../../config/constants';
import { siteConfigQuery, useSiteName } from '../../lib/site/use-site';

/** The footer (SPEC §2): site description, the record number linked to the national filing site, copyright. */
export function Footer() {
  const site = useQuery(siteConfigQuery);
  const siteName = useSiteName();
  return (
    <footer className="mt-12 bg-brand-900 text-white/80">
      <div className="page-container space-y-3 py-8 text-center text-sm leading-6">
        <p className="text-base font-semibold text-white">{siteName}</p>
        {site.data?.webDesc ? <p>{site.data.webDesc}</p> : null}
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
          {site.data?.recordNumber ? (
            <a href={RECORD_FILING_URL} target="_blank" rel="noreferrer" className="underline-offset-4 hover:underline">
              {site.data.recordNumber}
            </a>
          ) : null}
          {site.data?.copyright ? <span>{site.data.copyright}</span> : null}
        </p>
      </div>
    </footer>
  );
}
