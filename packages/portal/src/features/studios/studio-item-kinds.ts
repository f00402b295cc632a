import type { StudioItemKind } from '@edu/api-client';
import { paths } from '../../config/paths';

/** A kind of studio work item: its name, what its list is called, and the page of one item. */
export interface StudioItemKindInfo {
  kind: StudioItemKind;
  name: string;
  detailPath: string;
  href(id: string): string;
}

/** Lesson study (研课备课), public classes (观课议课) and research (教育研究), in the order the studio shows them. */
export const STUDIO_ITEM_KINDS: readonly StudioItemKindInfo[] = [
  { kind: 'ykbk', name: '研课备课', detailPath: paths.ykbkDetail.path, href: paths.ykbkDetail.getHref },
  { kind: 'gkyk', name: '观课议课', detailPath: paths.gkykDetail.path, href: paths.gkykDetail.getHref },
  { kind: 'jyyj', name: '教育研究', detailPath: paths.jyyjDetail.path, href: paths.jyyjDetail.getHref },
];

/** The kind whose detail page a path is (the three detail routes share one screen). */
export function itemKindOfPath(pathname: string): StudioItemKindInfo | undefined {
  return STUDIO_ITEM_KINDS.find((info) => info.detailPath === pathname);
}
