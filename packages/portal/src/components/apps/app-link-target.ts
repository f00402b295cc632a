import { appOpenModeOf } from '@edu/api-client';
import { linkTargetOf } from '../../lib/navigation/link-target';

/** Where an application's tile leads, and whether it opens in a new tab. */
export type AppLinkTarget =
  | { kind: 'route' | 'external'; href: string; newTab: boolean }
  /** No address the portal follows: the tile says 暂未开通. */
  | { kind: 'none' };

/**
 * An application's link: its address classified as every server-given address is (a page of ours, another
 * site, or none), opened as the console set it (打开方式: 当前窗口 or 新窗口). An application never edited
 * there, or with a mode this portal does not know, opens a page of ours in place and another site in a new tab.
 */
export function appLinkTargetOf(app: { linkUrl: string; openMode?: unknown }): AppLinkTarget {
  const target = linkTargetOf(app.linkUrl);
  if (target.kind === 'none') return target;
  return { ...target, newTab: appOpenModeOf(app.openMode, target.href) === 'blank' };
}
