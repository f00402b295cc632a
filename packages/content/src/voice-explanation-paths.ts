import { normalizeSectionPath } from './normalize-section-path';

/** Paths where the voice-explanation button shows (SPEC §2), exact matches only. */
export const VOICE_EXPLANATION_PATHS = [
  '/index',
  '/zhsj',
  '/resource',
  '/contest/list',
  '/lyyk',
  '/three-studio',
] as const;

/** Route names that map to a prepared explanation text (SPEC §2). */
export const VOICE_EXPLANATION_ROUTE_NAMES = ['index', 'zhsj', 'resource', 'list', 'lyyk', 'ThreeStudio'] as const;

/** True when the voice-explanation button belongs on `pathname` (query, hash and trailing slash ignored). */
export function isVoiceExplanationPath(pathname: string): boolean {
  const path = normalizeSectionPath(pathname);
  return (VOICE_EXPLANATION_PATHS as readonly string[]).includes(path);
}
