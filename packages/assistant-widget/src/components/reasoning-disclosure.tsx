import { useEffect, useId, useState } from 'react';
import { reasoningLabel } from '../logic/reasoning-label';

export interface ReasoningDisclosureProps {
  /** The model's reasoning so far. */
  text: string;
  /** True while the model thinks (the reply streams and no answer word has come yet). */
  thinking: boolean;
  /** When the reply was requested (the live timer counts from here). */
  startedAt: number | undefined;
  /** How long it thought, once known (undefined for an answer stored before the time was kept). */
  elapsedMs: number | undefined;
}

/** Re-renders every second while `active`, returning the current time. */
function useSecondTicks(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * A deep-thinking reply's reasoning (issue #16): open with a live timer ('深度思考中… 12 秒') while the
 * model thinks, closed by itself when the answer starts ('已深度思考（用时 12 秒）'), and reopened or
 * closed by the user at any time (their choice then stays). A disclosure button rather than
 * `<details>`, so the automatic closing and the user's choice do not fight over the `open` attribute.
 */
export function ReasoningDisclosure({ text, thinking, startedAt, elapsedMs }: ReasoningDisclosureProps) {
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const expanded = chosen ?? thinking;
  const now = useSecondTicks(thinking);
  const regionId = useId();
  const label = reasoningLabel({ thinking, elapsedMs: thinking ? now - (startedAt ?? now) : elapsedMs });
  return (
    <div part="reasoning" className="mb-2 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-xs text-gray-600">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setChosen(!expanded)}
        className="flex w-full items-center gap-1 text-left font-medium text-gray-700 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        {label}
      </button>
      <div id={regionId} hidden={!expanded} className="mt-1 whitespace-pre-wrap wrap-anywhere">
        {text}
      </div>
    </div>
  );
}
