import { VOICE_TEXT } from './voice-constants';

export interface VoiceExplanationButtonProps {
  /** SPEC §4 voice widget: playing or stopped. */
  playing: boolean;
  /** Pressed, and the speech engine is still loading: reading starts when it arrives. */
  loading?: boolean | undefined;
  onToggle(): void;
  /** A hint that a click may follow (hover, focus): the caller may start loading what the click needs. */
  onIntent?: (() => void) | undefined;
}

/**
 * The voice-explanation toggle of the panel header (SPEC §2, §4). A toggle button: its name stays
 * '语音讲解', `aria-pressed` and `data-state` say whether the section is being read (or about to be).
 */
export function VoiceExplanationButton({ playing, loading = false, onToggle, onIntent }: VoiceExplanationButtonProps) {
  const pressed = playing || loading;
  return (
    <button
      type="button"
      part="voice-explanation"
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : playing ? 'playing' : 'stopped'}
      title={pressed ? VOICE_TEXT.explainPlaying : VOICE_TEXT.explainLabel}
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={`inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 whitespace-nowrap text-xs font-medium focus-visible:outline-2 focus-visible:outline-white ${pressed ? 'bg-black/30' : 'hover:bg-black/20'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
        <path d="M4 10v4h4l5 4V6L8 10H4z" />
        {pressed ? (
          <path className="animate-pulse" d="M16 9a4 4 0 010 6M19 6a8 8 0 010 12" />
        ) : (
          <path d="M16 9a4 4 0 010 6" />
        )}
      </svg>
      {VOICE_TEXT.explainLabel}
    </button>
  );
}
