import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { paths } from '../../../config/paths';

/** Where a page sits below the practice area: the list it belongs to, and its own name. */
export interface PracticePageProps {
  /** The list a detail page belongs to (实践活动, 相册视频…), between the area and the page. */
  list?: { label: string; href: string };
  current: string;
  children: ReactNode;
}

/** A page of the green-health practice area below its front page, under a breadcrumb back to it. */
export function PracticePage({ list, current, children }: PracticePageProps) {
  const area = { label: '绿色健康实践', href: paths.zhsj.getHref() };
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={list ? [area, list] : [area]} current={current} />
      {children}
    </div>
  );
}
