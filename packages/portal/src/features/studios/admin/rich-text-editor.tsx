import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { sanitizeArticleHtml } from '../../../lib/sanitize-article-html';

/** The editor's formatting commands (the browser's editing commands, within the rich-text policy's tags). */
const COMMANDS = [
  { label: '加粗', command: 'bold' },
  { label: '斜体', command: 'italic' },
  { label: '小标题', command: 'formatBlock', value: 'h3' },
  { label: '正文段落', command: 'formatBlock', value: 'p' },
  { label: '项目列表', command: 'insertUnorderedList' },
  { label: '编号列表', command: 'insertOrderedList' },
] as const;

/**
 * A small rich-text editor for news bodies: an editable area and a toolbar of the formats the rich-text
 * policy keeps. The browser's editing commands are deprecated but still the only built-in way to edit
 * rich text; whatever they produce is sanitised by the server before it is stored (and again when shown).
 * Uncontrolled: `initialHtml` is drawn once, every edit reports the area's HTML.
 */
export function RichTextEditor({
  labelId,
  initialHtml,
  invalid,
  describedBy,
  onChange,
}: {
  labelId: string;
  initialHtml: string;
  invalid: boolean;
  describedBy?: string;
  onChange(html: string): void;
}) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current) area.current.innerHTML = sanitizeArticleHtml(initialHtml || '<p><br></p>');
  }, [initialHtml]);
  const run = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    onChange(area.current?.innerHTML ?? '');
  };
  return (
    <div className={cn('rounded-lg border bg-white', invalid ? 'border-red-500' : 'border-slate-200')}>
      <div role="toolbar" aria-label="正文格式" className="flex flex-wrap gap-1 border-b border-slate-100 p-2">
        {COMMANDS.map((entry) => (
          <button
            key={entry.label}
            type="button"
            // Keep the selection in the editable area while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(entry.command, 'value' in entry ? entry.value : undefined)}
            className="rounded px-2 py-1 text-sm text-ink hover:bg-slate-100"
          >
            {entry.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatted text; an editable div is the rich-text textbox. */}
      <div
        ref={area}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        className="rich-text min-h-64 px-4 py-3 focus:outline-none"
      />
    </div>
  );
}
