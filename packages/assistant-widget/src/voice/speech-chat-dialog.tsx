import type { SpeechChatSnapshot } from '@edu/speech';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from '../ui/dialog';
import { SpeechChatMessageItem } from './speech-chat-message-item';
import { SPEECH_CHAT_WIDTH_PX, VOICE_TEXT } from './voice-constants';

export interface SpeechChatDialogProps {
  /** The speech chat's state (`useSpeechChat`); the dialog shows when open and not minimised. */
  snapshot: SpeechChatSnapshot;
  /** An info to show, e.g. '说点什么吧' after an empty question (SPEC §5). */
  info: string | null;
  /** Sends a question; true when it was accepted (the input is then cleared). */
  onSend(question: string): boolean;
  onTogglePlay(id: string): void;
  onMinimise(): void;
  /** Escape, the close button: SPEC §4 closing clears the messages. */
  onClose(): void;
}

/**
 * The page assistant's speech chat (SPEC §4): the user types a question, the reply is typed out as it
 * streams and read aloud when done; each message plays or pauses. A modal dialog from ui/ (focus
 * trapped, Escape closes, rendered inside the shadow root).
 */
export function SpeechChatDialog({ snapshot, info, onSend, onTogglePlay, onMinimise, onClose }: SpeechChatDialogProps) {
  const [question, setQuestion] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const open = snapshot.open && !snapshot.minimised;

  // Radix focuses the first control (the close button) when it opens; the question field is more useful.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  // Follow the conversation and the typed-out reply.
  const { messages, typing } = snapshot;
  // biome-ignore lint/correctness/useExhaustiveDependencies: messages and typing are the triggers.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, typing]);

  const send = () => {
    if (onSend(question)) setQuestion('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An IME composition's Enter picks a candidate; it must not send.
    if (event.key === 'Enter' && event.nativeEvent.isComposing) event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={VOICE_TEXT.speechChatTitle}
      width={`${SPEECH_CHAT_WIDTH_PX}px`}
      part="speech-chat"
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2 text-xs text-gray-500">
          <span>
            {VOICE_TEXT.emptyConversation}
            <span part="spoken-ai-notice" className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-gray-600">
              {VOICE_TEXT.spokenAiNotice}
            </span>
          </span>
          <button
            type="button"
            onClick={onMinimise}
            className="shrink-0 rounded-md border border-gray-300 px-2 py-1 text-xs text-gray-600 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            {VOICE_TEXT.minimise}
          </button>
        </div>
        <div
          ref={listRef}
          role="log"
          aria-label={VOICE_TEXT.speechChatTitle}
          className="h-72 overflow-y-auto rounded-lg border border-gray-200 p-3"
        >
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <SpeechChatMessageItem key={message.id} message={message} onTogglePlay={onTogglePlay} />
            ))}
          </ol>
          {typing !== null ? (
            <div data-state="typing" aria-busy="true" className="mt-3 flex">
              <div className="max-w-[80%] rounded-xl bg-gray-100 px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap text-gray-800">
                {typing === '' ? <span className="text-gray-500">{VOICE_TEXT.thinking}</span> : typing}
                <span
                  aria-hidden="true"
                  className="ml-0.5 inline-block h-4 w-0.5 animate-pulse bg-gray-500 align-middle"
                />
              </div>
            </div>
          ) : null}
        </div>
        {snapshot.error ? (
          <p role="alert" className="text-sm text-red-600">
            {snapshot.error}
          </p>
        ) : null}
        <p role="status" className="min-h-5 text-sm text-gray-600">
          {info}
        </p>
        <form onSubmit={onSubmit} className="flex items-center gap-2">
          <input
            ref={inputRef}
            type="text"
            value={question}
            aria-label={VOICE_TEXT.inputLabel}
            placeholder={VOICE_TEXT.inputPlaceholder}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-800 placeholder:text-gray-500 focus:border-brand focus:outline-2 focus:outline-brand/30"
          />
          <button
            type="submit"
            disabled={snapshot.busy}
            className="shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-medium text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-45"
          >
            {VOICE_TEXT.send}
          </button>
        </form>
      </div>
    </Dialog>
  );
}
