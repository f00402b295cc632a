import type { AssistantMode, AssistantModeId } from '@edu/api-client';
import { atom } from 'jotai';

/**
 * The user's assistant mode as the server decided it (issue 35); undefined until it has answered, or when
 * it could not (the panel then offers what it always did: the server still refuses what the mode forbids).
 */
export const assistantModeAtom = atom<AssistantMode | undefined>(undefined);

/** What the mode depends on: the signed-in user and the site's `mode` attribute (set by the instance). */
export const modeInputsAtom = atom<{ uid: string | undefined; siteMode: AssistantModeId | undefined }>({
  uid: undefined,
  siteMode: undefined,
});
