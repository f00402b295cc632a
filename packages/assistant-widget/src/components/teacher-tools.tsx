import { useAtom, useAtomValue } from 'jotai';
import { type RefObject, useState } from 'react';
import { DEFAULT_SIMPLIFY_GRADE, SIMPLIFY_GRADES, teacherToolsFor } from '../logic/teacher-tools';
import { assistantModeAtom } from '../state/mode-atoms';
import { draftAtom } from '../state/panel-atoms';

/**
 * The teacher tools of the panel (issue 35): each turns what is typed in the input into a request (出题,
 * 教案提纲, 按年级简化 for the chosen grade) and leaves it in the input to check before sending. Shown only
 * when the server's mode offers them.
 */
export function TeacherTools({ inputRef }: { inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const mode = useAtomValue(assistantModeAtom);
  const [draft, setDraft] = useAtom(draftAtom);
  const [grade, setGrade] = useState<string>(DEFAULT_SIMPLIFY_GRADE);
  if (!mode?.teacherTools) return null;
  const tools = teacherToolsFor(mode.mode);
  if (tools.length === 0) return null;
  return (
    <fieldset
      part="teacher-tools"
      className="flex shrink-0 flex-wrap items-center gap-1.5 border-0 border-t border-gray-200 bg-surface px-3 pt-2 text-xs"
    >
      <legend className="float-left mr-1 text-gray-600">教师工具</legend>
      {tools.map((tool) => (
        <button
          key={tool.id}
          type="button"
          data-tool={tool.id}
          onClick={() => {
            setDraft(tool.prompt(draft, grade));
            inputRef.current?.focus();
          }}
          className="rounded-full border border-gray-300 px-2.5 py-0.5 text-gray-700 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        >
          {tool.label}
        </button>
      ))}
      <label className="flex items-center gap-1 text-gray-600">
        <span className="edu-visually-hidden">简化到的年级</span>
        <select
          value={grade}
          onChange={(event) => setGrade(event.target.value)}
          className="rounded border border-gray-300 bg-surface px-1 py-0.5 text-xs text-gray-700"
        >
          {SIMPLIFY_GRADES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
