import type { SiteSection } from '../../config/site-sections';

const pathOf = (href: string) => new URL(href, 'http://portal.invalid').pathname;

/**
 * The sections of the site map the server's navigation items leave out: the navigation bar's 更多 menu.
 * A section counts as present when a nav item links to its path (whatever the query), so a county whose
 * navigation already lists a section does not see it twice.
 */
export function moreSectionsOf(navItems: readonly { href: string }[], sections: readonly SiteSection[]): SiteSection[] {
  const present = new Set(navItems.map((item) => pathOf(item.href)));
  return sections.filter((section) => !present.has(pathOf(section.href)));
}
