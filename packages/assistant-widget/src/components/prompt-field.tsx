import { PROMPT_MAX_CHARS } from '@edu/api-client';
import { countChars, limitPrompt } from '../logic/media-rules';

/** The 200-character prompt box with its counter (SPEC §2, §5). */
export function PromptField(props: { id: string; value: string; disabled: boolean; onChange(value: string): void }) {
  const count = countChars(props.value);
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm text-gray-600">
        描述你想要的画面
      </label>
      <textarea
        id={props.id}
        value={props.value}
        rows={4}
        disabled={props.disabled}
        aria-describedby={`${props.id}-count`}
        onChange={(event) => props.onChange(limitPrompt(event.target.value))}
        className="block w-full resize-none rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-brand focus:outline-2 focus:outline-brand/30 disabled:bg-gray-50"
      />
      <div id={`${props.id}-count`} className="mt-1 text-right text-xs text-gray-500">
        {count}/{PROMPT_MAX_CHARS}
      </div>
    </div>
  );
}
