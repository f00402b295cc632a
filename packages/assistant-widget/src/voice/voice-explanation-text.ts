import {
  findSectionGuideForPath,
  findSectionGuideForRouteName,
  normalizeSectionPath,
  SECTION_GUIDES,
  type SectionGuide,
} from '@edu/content';
import { hasVoiceExplanation, type VoiceLocation } from './has-voice-explanation';

/**
 * The guides read aloud here, in order: the page's own guide, then the guides of blocks on that page
 * (`anchor`). The home page thus reads the home script and then the three-classroom one, whose text
 * opens with '下面为您介绍三个课堂' because SPEC §2 gives the three classrooms no route of their own.
 * A route name wins over the path; nothing is read off the six voice locations.
 */
export function findVoiceExplanationGuides(
  location: VoiceLocation,
  guides: readonly SectionGuide[] = SECTION_GUIDES,
): SectionGuide[] {
  if (!hasVoiceExplanation(location)) return [];
  const byName =
    location.routeName !== undefined ? findSectionGuideForRouteName(location.routeName, guides) : undefined;
  const page = byName ?? findSectionGuideForPath(location.pathname, guides);
  if (!page) return [];
  const path = normalizeSectionPath(page.path);
  const blocks = guides.filter((guide) => guide.anchor !== undefined && normalizeSectionPath(guide.path) === path);
  return [page, ...blocks].filter((guide) => (guide.script ?? '').trim() !== '');
}

/** The presenter text of the current section (SPEC §1, §2), or '' where there is none. */
export function voiceExplanationText(
  location: VoiceLocation,
  guides: readonly SectionGuide[] = SECTION_GUIDES,
): string {
  return findVoiceExplanationGuides(location, guides)
    .map((guide) => (guide.script ?? '').trim())
    .join('');
}
