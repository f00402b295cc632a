import { DEFAULT_SITE_TITLE, getNavbar, getSiteConfig } from '@edu/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../portal-clients';
import { SESSION_QUERY_KEY } from '../session/session-query-keys';
import { navMenuOf } from './nav-menu';

/** Site info and footer info (SPEC §3), one call. */
export const siteConfigQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY.siteConfig,
  queryFn: () => getSiteConfig(portal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The navigation bar's items from the server. */
export const navMenuQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY.navbar,
  queryFn: async () => navMenuOf(await getNavbar(portal)),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The site's name (the document title's base), '叶县教育公共服务平台' until known or when none is given. */
export function useSiteName(): string {
  return siteNameOf(useQuery(siteConfigQuery).data);
}

/** The site's name in its config, or the default when there is none. */
export function siteNameOf(config: { webName?: string | null | undefined } | undefined): string {
  return config?.webName?.trim() || DEFAULT_SITE_TITLE;
}
