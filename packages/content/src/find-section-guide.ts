import { normalizeSectionPath } from './normalize-section-path';
import type { SectionGuide } from './section-guide';
import { SECTION_GUIDES } from './section-guides';

function matchLength(path: string, prefix: string): number {
  return path === prefix || path.startsWith(`${prefix}/`) ? prefix.length : -1;
}

/**
 * The guide of the section that owns `pathname`: its own path or an alias, exactly or as a
 * sub-path (`/zhsj/media/3` belongs to the practice media guide). The longest matching prefix
 * wins, so a sub-section's guide beats its parent's. Guides that are blocks of another page
 * (`anchor`) are never returned here.
 */
export function findSectionGuideForPath(
  pathname: string,
  guides: readonly SectionGuide[] = SECTION_GUIDES,
): SectionGuide | undefined {
  const path = normalizeSectionPath(pathname);
  let best: SectionGuide | undefined;
  let bestLength = -1;
  for (const guide of guides) {
    if (guide.anchor !== undefined) continue;
    for (const prefix of [guide.path, ...(guide.aliases ?? [])]) {
      const length = matchLength(path, prefix);
      if (length > bestLength) {
        best = guide;
        bestLength = length;
      }
    }
  }
  return best;
}

/** The guide for a named route (`index`, `zhsj`, `resource`, `list`, `lyyk`, `ThreeStudio`), case-sensitive as vue-router names are. */
export function findSectionGuideForRouteName(
  name: string,
  guides: readonly SectionGuide[] = SECTION_GUIDES,
): SectionGuide | undefined {
  return guides.find((guide) => guide.routeName === name);
}

/** The guide with this id, for links from the offline guide (`three-classroom`, say). */
export function findSectionGuideById(
  id: string,
  guides: readonly SectionGuide[] = SECTION_GUIDES,
): SectionGuide | undefined {
  return guides.find((guide) => guide.id === id);
}
