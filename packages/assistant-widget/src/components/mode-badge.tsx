import { useAtomValue } from 'jotai';
import { assistantModeAtom } from '../state/mode-atoms';

/** The user's mode in the panel's title bar (issue 35), as the server decided it; nothing until it answered. */
export function ModeBadge() {
  const mode = useAtomValue(assistantModeAtom);
  if (!mode) return null;
  return (
    <span
      part="mode"
      data-mode={mode.mode}
      title="由平台根据账号的身份和学段决定"
      className="shrink-0 rounded-full bg-black/20 px-2 py-0.5 text-[11px] font-medium whitespace-nowrap"
    >
      {mode.label}
    </span>
  );
}
