import { useAtom, useAtomValue } from 'jotai';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { useChatSnapshot } from '../hooks/use-chat-snapshot';
import { modelAtom } from '../state/model-atoms';
import { draftAtom } from '../state/panel-atoms';
import { TEXT } from '../texts';

/**
 * The input area (SPEC §2, §5): Enter sends, Shift+Enter adds a line, blank input is ignored,
 * send becomes stop while generating; the deep-thinking toggle flips junheng/deepseek and persists.
 */
export function Composer({ inputRef }: { inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const { instance } = useAssistant();
  const { status } = useChatSnapshot();
  const model = useAtomValue(modelAtom);
  const [text, setText] = useAtom(draftAtom);
  const generating = status === 'generating';
  const blank = text.trim() === '';

  const send = () => {
    if (instance.chat.send(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (generating) instance.chat.stop();
    else send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composition's Enter picks a candidate; it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!generating) send();
  };

  const deep = model === 'deepseek';
  return (
    <form part="input" onSubmit={onSubmit} className="shrink-0 border-t border-gray-200 bg-surface p-3">
      <label className="edu-visually-hidden" htmlFor="edu-assistant-input">
        输入问题
      </label>
      <textarea
        id="edu-assistant-input"
        ref={inputRef}
        value={text}
        rows={2}
        placeholder={TEXT.inputPlaceholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="block max-h-40 min-h-12 w-full resize-none rounded-lg border border-gray-300 px-3 py-2 text-sm leading-relaxed text-gray-800 placeholder:text-gray-500 focus:border-brand focus:outline-2 focus:outline-brand/30"
      />
      <div className="mt-2 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-pressed={deep}
          onClick={() => instance.setModel(deep ? 'junheng' : 'deepseek')}
          className={`rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${deep ? 'border-brand bg-brand text-on-brand' : 'border-gray-300 text-gray-600 hover:border-brand hover:text-brand'}`}
        >
          深度思考 (R1)
        </button>
        {generating ? (
          <button
            type="submit"
            aria-label="停止生成"
            className="rounded-lg bg-red-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
          >
            停止
          </button>
        ) : (
          <button
            type="submit"
            disabled={blank}
            className="rounded-lg bg-brand px-4 py-1.5 text-sm font-medium text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-45"
          >
            发送
          </button>
        )}
      </div>
    </form>
  );
}
