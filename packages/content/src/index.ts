/**
 * @edu/content: the platform's section guides and presenter scripts, shared by the widget's
 * voice explanation and the server's offline guide provider. Plain data, no dependencies.
 */
export { findSectionGuideById, findSectionGuideForPath, findSectionGuideForRouteName } from './find-section-guide';
export { normalizeSectionPath } from './normalize-section-path';
export type { SectionGuide } from './section-guide';
export { SECTION_GUIDES } from './section-guides';
export {
  isVoiceExplanationPath,
  VOICE_EXPLANATION_PATHS,
  VOICE_EXPLANATION_ROUTE_NAMES,
} from './voice-explanation-paths';
