import { CONTENT_STATE_LABELS, type ContentState } from '@edu/api-client';

const TONES: Record<ContentState, string> = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-amber-100 text-amber-800',
  published: 'bg-emerald-100 text-emerald-800',
  withdrawn: 'bg-red-100 text-red-700',
};

/** An article's state as a small label. */
export function StateBadge({ state }: { state: ContentState }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs whitespace-nowrap ${TONES[state]}`}>
      {CONTENT_STATE_LABELS[state]}
    </span>
  );
}
