import { VOICE_TEXT } from './voice-constants';

export interface SpeechChatOpenerButtonProps {
  /** Whether the speech chat dialog is showing (open and not minimised). */
  expanded: boolean;
  /** The speech engine is still loading after the first click: the dialog opens when it arrives. */
  loading?: boolean | undefined;
  onOpen(): void;
  /** A hint that a click may follow (hover, focus): the caller may start loading what the click needs. */
  onIntent?: (() => void) | undefined;
}

/** The panel header's '语音助手' button, which opens the speech chat (SPEC §4). */
export function SpeechChatOpenerButton({ expanded, loading = false, onOpen, onIntent }: SpeechChatOpenerButtonProps) {
  return (
    <button
      type="button"
      part="speech-chat-opener"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : undefined}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={`inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-white ${loading ? 'bg-black/30' : ''}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-4 fill-none stroke-current stroke-2 ${loading ? 'animate-pulse' : ''}`}
      >
        <path d="M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3zM5 11a7 7 0 0014 0M12 18v3" />
      </svg>
      {VOICE_TEXT.speechChatOpen}
    </button>
  );
}
