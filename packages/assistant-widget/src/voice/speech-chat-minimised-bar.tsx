import { VOICE_TEXT } from './voice-constants';

export interface SpeechChatMinimisedBarProps {
  /** A reply is being streamed or typed. */
  busy: boolean;
  /** A message is being read aloud. */
  reading: boolean;
  onRestore(): void;
  onClose(): void;
}

/** The minimised speech chat (SPEC §4): a small bar that restores the dialog or closes it. */
export function SpeechChatMinimisedBar({ busy, reading, onRestore, onClose }: SpeechChatMinimisedBarProps) {
  const status = busy ? '正在回答…' : reading ? '正在朗读…' : null;
  return (
    <div
      part="speech-chat-minimised"
      className="edu-dialog-layer fixed bottom-5 left-5 flex items-center gap-1 rounded-full bg-brand py-1 pr-1 pl-3 text-sm text-on-brand shadow-lg"
    >
      <button
        type="button"
        aria-label={VOICE_TEXT.speechChatRestore}
        onClick={onRestore}
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-medium hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
          <path d="M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3zM5 11a7 7 0 0014 0M12 18v3" />
        </svg>
        {VOICE_TEXT.speechChatTitle}
        {status ? <span className="text-xs font-normal">{status}</span> : null}
      </button>
      <button
        type="button"
        aria-label={VOICE_TEXT.speechChatCloseMinimised}
        onClick={onClose}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-none stroke-current stroke-2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
