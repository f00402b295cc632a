import type { StudioMenu } from '../../../lib/session/studio-admin-routes';

/** What every admin page is given: the studio being managed and the admin's routes (to link between them). */
export interface AdminPageProps {
  studioId: string;
  studioName: string;
  routes: readonly StudioMenu[];
}

/**
 * The link to the admin route named `name` for a studio (`?studio=` keeps the choice when the user has
 * several), with further query fields; undefined when the permission list has no such route.
 */
export function adminHrefOf(
  routes: readonly StudioMenu[],
  name: string,
  studioId: string,
  extra: Record<string, string> = {},
): string | undefined {
  const route = routes.find((entry) => entry.name === name);
  if (!route) return undefined;
  return `${route.path}?${new URLSearchParams({ studio: studioId, ...extra }).toString()}`;
}
