import { type AssistantModeId, isAssistantModeId } from '@edu/api-client';

/** Whom a mode was answered for: the signed-in user and the site's `mode` attribute. */
export interface ModeAskedFor {
  uid: string | undefined;
  siteMode: AssistantModeId | undefined;
}

/**
 * Where the mode the server answered last is kept (the shell's sessionStorage entry), and whom it would be
 * for now. Only raw reads and writes, so the launcher's first load carries none of the rules below.
 */
export interface ModeMemory {
  read(): string | null;
  write(value: string): void;
  askedFor(): ModeAskedFor;
}

const whom = ({ uid, siteMode }: ModeAskedFor) => `${uid ?? ''}|${siteMode ?? ''}`;

/** Keeps the mode the server answered, with whom it was answered for. */
export function rememberMode(memory: ModeMemory, mode: AssistantModeId): void {
  memory.write(`${mode}|${whom(memory.askedFor())}`);
}

/**
 * The remembered mode, when it was answered for this user and site; anything else (another user signed in
 * on the tab since, another site mode, a value edited by hand) is no answer. It only chooses the selection
 * bubble's buttons: the server still decides what each request may do (issue 35).
 */
export function recallMode(memory: ModeMemory): AssistantModeId | undefined {
  const stored = memory.read();
  if (stored === null) return undefined;
  const cut = stored.indexOf('|');
  const mode = stored.slice(0, cut);
  if (cut === -1 || stored.slice(cut + 1) !== whom(memory.askedFor()) || !isAssistantModeId(mode)) return undefined;
  return mode;
}
