import type { StudioMenu, StudioPermissionList } from '@edu/api-client';

export type { StudioMenu, StudioPermissionList } from '@edu/api-client';

/** Entries of the permission list the studio admin menu never shows (SPEC §2). */
const HIDDEN_STUDIO_MENU_NAMES: readonly string[] = ['content', 'typeList', 'works'];

/**
 * The studio admin routes to register (SPEC §2): every menu entry of the permission list with a path
 * inside the portal. Entries marked hidden (or named content, typeList, works) are routes too, reachable
 * by link, but {@link studioAdminMenuLinks} leaves them out of the menu.
 */
export function studioAdminRoutes(list: StudioPermissionList): StudioMenu[] {
  return list.menus.filter((menu) => menu.path.startsWith('/') && !menu.path.startsWith('//'));
}

/** The links of the studio admin's left menu: the routes that are not hidden. */
export function studioAdminMenuLinks(list: StudioPermissionList): StudioMenu[] {
  return studioAdminRoutes(list).filter((menu) => !menu.hidden && !HIDDEN_STUDIO_MENU_NAMES.includes(menu.name));
}

/**
 * Where 工作室管理 leads for one of the user's studios (the first menu page, `?studio=` naming it; the
 * first of their studios when none is named), or undefined when the user is no member of it or the list
 * gives them no admin page.
 */
export function studioAdminHomeHref(list: StudioPermissionList, studioId?: string): string | undefined {
  const studio =
    studioId === undefined ? list.studios[0] : list.studios.find((entry) => String(entry.studioId) === studioId);
  const first = studioAdminMenuLinks(list)[0];
  if (!studio || !first) return undefined;
  return `${first.path}?studio=${encodeURIComponent(String(studio.studioId))}`;
}
