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

/** What the bubble needs of the server's answer: the mode, and whether it offers the teacher tools. */
export interface RememberedMode {
  mode: AssistantModeId;
  teacherTools: boolean;
}

const whom = ({ uid, siteMode }: ModeAskedFor) => `${uid ?? ''}|${siteMode ?? ''}`;
const WITH_TOOLS = '+tools';

/** Keeps the mode the server answered, with whom it was answered for. */
export function rememberMode(memory: ModeMemory, { mode, teacherTools }: RememberedMode): void {
  memory.write(`${mode}${teacherTools ? WITH_TOOLS : ''}|${whom(memory.askedFor())}`);
}

/**
 * The remembered mode, when it was answered for this user and site; anything else (another user signed in
 * on the tab since, another site mode, a value edited by hand) is no answer. It only chooses the selection
 * bubble's buttons: the server still decides what each request may do (issue 35).
 */
export function recallMode(memory: ModeMemory): RememberedMode | undefined {
  const stored = memory.read();
  if (stored === null) return undefined;
  const cut = stored.indexOf('|');
  if (cut === -1 || stored.slice(cut + 1) !== whom(memory.askedFor())) return undefined;
  const head = stored.slice(0, cut);
  const teacherTools = head.endsWith(WITH_TOOLS);
  const mode = teacherTools ? head.slice(0, -WITH_TOOLS.length) : head;
  return isAssistantModeId(mode) ? { mode, teacherTools } : undefined;
}
