import type { SpeechChatMessage } from '@edu/speech';
import { VOICE_TEXT } from './voice-constants';

export interface SpeechChatMessageItemProps {
  message: SpeechChatMessage;
  onTogglePlay(id: string): void;
}

/** One message of the speech chat with its play/pause button (SPEC §3 `pause` flag, §4). */
export function SpeechChatMessageItem({ message, onTogglePlay }: SpeechChatMessageItemProps) {
  const user = message.role === 'user';
  const playing = !message.pause;
  return (
    <li
      data-role={message.role}
      data-state={playing ? 'playing' : 'paused'}
      className={`flex items-end gap-1.5 ${user ? 'flex-row-reverse' : 'flex-row'}`}
    >
      <div
        className={`max-w-[80%] rounded-xl px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap ${user ? 'bg-brand text-on-brand' : 'bg-gray-100 text-gray-800'}`}
      >
        <span className="edu-visually-hidden">{user ? VOICE_TEXT.userName : VOICE_TEXT.assistantName}：</span>
        {message.content}
      </div>
      <button
        type="button"
        aria-label={playing ? VOICE_TEXT.pause : VOICE_TEXT.play}
        title={playing ? VOICE_TEXT.pause : VOICE_TEXT.play}
        onClick={() => onTogglePlay(message.id)}
        className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand ${playing ? 'border-brand bg-brand text-on-brand' : 'border-gray-300 text-gray-500 hover:border-brand hover:text-brand'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-current">
          {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5l11 7-11 7z" />}
        </svg>
      </button>
    </li>
  );
}
