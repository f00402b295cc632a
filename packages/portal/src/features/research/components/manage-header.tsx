import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { MenuLink } from '../../../components/ui/menu-link';
import { paths } from '../../../config/paths';

const TABS = [
  { label: '资讯与成果管理', href: paths.lyykManage.getHref() },
  { label: '活动管理', href: paths.lyykActiveManage.getHref() },
] as const;

/** The administration's breadcrumb, title and the tabs between its two pages. */
export function ManageHeader({ current, children }: { current: (typeof TABS)[number]['href']; children: ReactNode }) {
  const currentTab = TABS.find((tab) => tab.href === current);
  return (
    <div className="space-y-4">
      <Breadcrumb trail={[{ label: '两研一刊', href: paths.lyyk.getHref() }]} current={currentTab?.label ?? ''} />
      <header className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold text-ink">两研一刊管理</h1>
          <p className="mt-1 text-muted">{children}</p>
        </div>
        <nav aria-label="管理栏目" className="flex gap-2">
          {TABS.map((tab) => (
            <MenuLink
              key={tab.href}
              href={tab.href}
              current={tab.href === current}
              className="rounded-full px-4 py-1.5 text-[15px]"
              idleClassName="bg-white text-ink hover:bg-brand-50"
            >
              {tab.label}
            </MenuLink>
          ))}
        </nav>
      </header>
    </div>
  );
}
