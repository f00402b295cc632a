import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { MenuLink } from '../../components/ui/menu-link';
import { PageSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { CONSOLE_SECTIONS, type ConsoleSectionId, consoleSectionOf } from './console-sections';

// Each section is a chunk of its own: the editor, the charts and the spreadsheet reader load only where used.
const SECTIONS: Record<ConsoleSectionId, ReturnType<typeof lazy>> = {
  content: lazy(() => import('./sections/content-section')),
  'content/edit': lazy(() => import('./sections/article-editor-section')),
  home: lazy(() => import('./sections/home-section')),
  people: lazy(() => import('./sections/people-section')),
  resources: lazy(() => import('./sections/resources-section')),
  notices: lazy(() => import('./sections/notices-section')),
  stats: lazy(() => import('./sections/stats-section')),
  audit: lazy(() => import('./sections/audit-section')),
  assistant: lazy(() => import('./sections/assistant-section')),
};

/**
 * The platform console (issue 32), for the 平台管理员 only (the shell's guard shows Page403 to anyone
 * else; the server checks the role on every call too): a menu of its sections and the one chosen.
 */
export default function ConsoleScreen() {
  const [pathname] = useLocation();
  const current = consoleSectionOf(pathname);
  const menuSection = current === 'content/edit' ? 'content' : current;
  const Section = SECTIONS[current];
  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-6 md:flex md:gap-6">
      <nav aria-label="平台管理菜单" className="mb-4 md:mb-0 md:w-44 md:shrink-0">
        <h1 className="mb-3 text-lg font-semibold text-ink">平台管理</h1>
        <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:gap-1 md:overflow-visible md:pb-0">
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.id} className="shrink-0">
              <MenuLink
                href={paths.console.getHref(section.id)}
                current={section.id === menuSection}
                className="block rounded-md px-3 py-2 text-sm whitespace-nowrap"
              >
                {section.name}
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 rounded-xl bg-white p-4 shadow-sm md:p-6">
        <Suspense fallback={<PageSkeleton />}>
          <Section />
        </Suspense>
      </div>
    </div>
  );
}
