import { isVoiceExplanationPath, VOICE_EXPLANATION_ROUTE_NAMES } from '@edu/content';

/** Where the person is: the browser path and, when the host router has one, the route's name. */
export interface VoiceLocation {
  pathname: string;
  /** SPEC §2 named route (`index`, `zhsj`, `resource`, `list`, `lyyk`, `ThreeStudio`). */
  routeName?: string | undefined;
}

/**
 * True when the voice-explanation button belongs here: one of the six paths or route names (SPEC §2).
 * Its own module so the panel can draw the button without the presenter scripts (`SECTION_GUIDES`).
 */
export function hasVoiceExplanation(location: VoiceLocation): boolean {
  if (
    location.routeName !== undefined &&
    (VOICE_EXPLANATION_ROUTE_NAMES as readonly string[]).includes(location.routeName)
  ) {
    return true;
  }
  return isVoiceExplanationPath(location.pathname);
}
