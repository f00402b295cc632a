import { SECTION_GUIDES, type SectionGuide } from '@edu/content';
import type { GuideDocument } from './guide-index';

/** A section guide as a guide document: its script (or summary) is the searchable text. */
function sectionGuideToDocument(guide: SectionGuide): GuideDocument {
  return {
    id: `section:${guide.id}`,
    title: guide.title,
    path: guide.anchor ? `${guide.path}#${guide.anchor}` : guide.path,
    summary: guide.summary,
    text: guide.script ?? guide.summary,
    keywords: guide.keywords,
    kind: '栏目',
  };
}

/** Every section of the platform as guide documents. */
export function sectionGuideDocuments(): GuideDocument[] {
  return SECTION_GUIDES.map(sectionGuideToDocument);
}
