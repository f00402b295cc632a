import { useEffect, useRef } from 'react';
import { sanitizeArticleHtml } from '../../lib/sanitize-article-html';

/** The editor's commands: each a toolbar button, named by its visible text, running one browser editing command. */
const COMMANDS = [
  { label: '加粗', command: 'bold' },
  { label: '斜体', command: 'italic' },
  { label: '小标题', command: 'formatBlock', value: 'h3' },
  { label: '正文段落', command: 'formatBlock', value: 'p' },
  { label: '项目列表', command: 'insertUnorderedList' },
  { label: '编号列表', command: 'insertOrderedList' },
  { label: '引用', command: 'formatBlock', value: 'blockquote' },
] as const;

export interface RichTextEditorProps {
  id?: string;
  /** The field's accessible name (also names the toolbar). */
  label: string;
  /** The id of a visible label to name the field by instead of `label`. */
  labelledBy?: string;
  /** The HTML; the editor takes it when it differs from what it holds (a new item to edit). */
  value: string;
  onChange(html: string): void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The rich-text field of every administration form (research news and activities, studio news): an editable area with a small toolbar. What it is given is
 * sanitised before it enters the page (the same allow-list as every shown article); what it hands back
 * is sanitised again by the server before it is stored (CONTRACTS §7: one rich-text policy).
 */
export function RichTextEditor({ id, label, labelledBy, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    // Only an outside change (another item opened) replaces the content: typing keeps its caret.
    if (element && element.innerHTML !== value) element.innerHTML = sanitizeArticleHtml(value);
  }, [value]);
  const run = (command: string, commandValue?: string) => {
    const element = area.current;
    if (!element) return;
    element.focus();
    // execCommand is the one editing API browsers share for contenteditable (no replacement exists yet).
    document.execCommand(command, false, commandValue);
    onChange(element.innerHTML);
  };
  return (
    <div className={invalid ? 'rounded-lg border border-red-600' : 'rounded-lg border border-slate-200'}>
      <div role="toolbar" aria-label={`${label}格式`} className="flex flex-wrap gap-1 border-b border-slate-100 p-1.5">
        {COMMANDS.map((item) => (
          <button
            key={item.label}
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(item.command, 'value' in item ? item.value : undefined)}
            className="min-w-8 rounded px-2 py-1 text-sm font-semibold text-ink hover:bg-brand-50"
          >
            {item.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area is a contenteditable element; a textarea holds plain text only. */}
      <div
        ref={area}
        id={id}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        className="rich-text min-h-48 max-h-[50vh] overflow-y-auto px-3 py-2 text-[15px] text-ink outline-none focus-visible:outline-2 focus-visible:outline-brand-500"
      />
    </div>
  );
}
