import { type AssistantModeId, isAssistantModeId } from '@edu/api-client';

/** Whom a mode was answered for: the signed-in user and the site's `mode` attribute. */
export interface ModeAskedFor {
  uid: string | undefined;
  siteMode: AssistantModeId | undefined;
}

/** What the selection bubble needs of the server's answer: the mode, and whether it offers the teacher tools. */
export interface RememberedMode {
  mode: AssistantModeId;
  teacherTools: boolean;
}

const whom = ({ uid, siteMode }: ModeAskedFor) => `${uid ?? ''}|${siteMode ?? ''}`;
const WITH_TOOLS = '+tools';

/** The stored form of the server's answer: the mode (with `+tools`), then whom it was answered for. */
export function encodeRememberedMode({ mode, teacherTools }: RememberedMode, askedFor: ModeAskedFor): string {
  return `${mode}${teacherTools ? WITH_TOOLS : ''}|${whom(askedFor)}`;
}

/**
 * The remembered answer, when it was answered for this user and site; anything else (another user signed
 * in on the tab since, another site mode, a value edited by hand) is no answer. It only chooses the selection
 * bubble's buttons: the server still decides what each request may do (issue 35).
 */
export function decodeRememberedMode(stored: string | null, askedFor: ModeAskedFor): RememberedMode | undefined {
  if (stored === null) return undefined;
  const cut = stored.indexOf('|');
  if (cut === -1 || stored.slice(cut + 1) !== whom(askedFor)) return undefined;
  const head = stored.slice(0, cut);
  const teacherTools = head.endsWith(WITH_TOOLS);
  const mode = teacherTools ? head.slice(0, -WITH_TOOLS.length) : head;
  return isAssistantModeId(mode) ? { mode, teacherTools } : undefined;
}
