import type { NavItem } from '@edu/api-client';
import { paths } from '../../config/paths';

/** The personal-centre item, which the menu leaves out (SPEC §3). */
const PERSONAL_CENTRE_ID = '1';
/** The item whose link is the home URL (SPEC §3). */
const HOME_TITLE = '首页';

/** The navigation bar's menu: the server's items without id 1, and the home URL. */
export interface NavMenu {
  items: Array<{ id: string; title: string; href: string }>;
  homeHref: string;
}

/** Builds the menu from the server's nav items (SPEC §3): id 1 removed; the item titled home gives the home URL. */
export function navMenuOf(items: readonly NavItem[]): NavMenu {
  const home = items.find((item) => item.title.trim() === HOME_TITLE && item.linkUrl);
  return {
    items: items
      .filter((item) => String(item.id) !== PERSONAL_CENTRE_ID)
      .map((item) => ({ id: String(item.id), title: item.title, href: item.linkUrl || paths.home.getHref() })),
    homeHref: home?.linkUrl || paths.home.getHref(),
  };
}

/** True when a menu link is the section of the current path (its path or one below it). */
export function isActiveNavHref(href: string, pathname: string): boolean {
  const target = new URL(href, 'http://portal.invalid').pathname;
  return pathname === target || pathname.startsWith(`${target}/`);
}
