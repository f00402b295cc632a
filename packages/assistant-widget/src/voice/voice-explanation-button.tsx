import { VOICE_TEXT } from './voice-constants';

export interface VoiceExplanationButtonProps {
  /** SPEC §4 voice widget: playing or stopped. */
  playing: boolean;
  onToggle(): void;
}

/**
 * The voice-explanation toggle of the panel header (SPEC §2, §4). A toggle button: its name stays
 * '语音讲解', `aria-pressed` and `data-state` say whether the section is being read.
 */
export function VoiceExplanationButton({ playing, onToggle }: VoiceExplanationButtonProps) {
  return (
    <button
      type="button"
      part="voice-explanation"
      aria-pressed={playing}
      data-state={playing ? 'playing' : 'stopped'}
      title={playing ? VOICE_TEXT.explainPlaying : VOICE_TEXT.explainLabel}
      onClick={onToggle}
      className={`inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 whitespace-nowrap text-xs font-medium focus-visible:outline-2 focus-visible:outline-white ${playing ? 'bg-white/25' : 'hover:bg-white/15'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
        <path d="M4 10v4h4l5 4V6L8 10H4z" />
        {playing ? (
          <path className="animate-pulse" d="M16 9a4 4 0 010 6M19 6a8 8 0 010 12" />
        ) : (
          <path d="M16 9a4 4 0 010 6" />
        )}
      </svg>
      {VOICE_TEXT.explainLabel}
    </button>
  );
}
