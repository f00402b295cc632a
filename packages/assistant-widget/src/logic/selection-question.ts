import { ASSISTANT_MODE_IDS, type AssistantModeId } from '@edu/api-client';
import { DEFAULT_SIMPLIFY_GRADE, TEACHER_TOOLS, type TeacherTool } from './teacher-tools';

/** The longest selection quoted in a question; a longer one is cut and marked with '…' (widget's choice). */
export const SELECTION_QUOTE_MAX_CHARS = 1000;
/** A selection shorter than this (after trimming) is not worth a question. */
const SELECTION_MIN_CHARS = 2;

/** One action of the selection bubble: its name in the `selection-ask` event, its label, what it asks. */
interface SelectionActionSpec {
  readonly action: string;
  readonly label: string;
  /** The question's first line; the quoted selection follows it. */
  readonly prompt: string | undefined;
  /** A teacher tool the action asks with instead (its prompt, one source for the panel and the bubble). */
  readonly tool: TeacherTool['id'] | undefined;
  /** The modes whose bubble offers it. */
  readonly modes: readonly AssistantModeId[];
}

const PUPILS_AND_VISITORS = ['visitor', 'secondary', 'primary'] as const;

/**
 * The selection bubble's actions, in their order (issue #16). The bubble draws one button per entry its
 * mode offers, so more tools are more entries. Everyone is offered 解释, 翻译 and 出题 (the teacher tool's:
 * exercises with answers and explanations); a teacher has 教案提纲 and 按年级简化 (with a grade) where the
 * others have 简化 (issue 35).
 */
export const SELECTION_ACTIONS = [
  { action: 'explain', label: '解释', prompt: '请解释下面这段内容：', tool: undefined, modes: ASSISTANT_MODE_IDS },
  {
    action: 'simplify',
    label: '简化',
    prompt: '请用更简单易懂的话改写下面这段内容：',
    tool: undefined,
    modes: PUPILS_AND_VISITORS,
  },
  {
    action: 'translate',
    label: '翻译',
    prompt: '请翻译下面这段内容（中文译成英文，其他语言译成中文）：',
    tool: undefined,
    modes: ASSISTANT_MODE_IDS,
  },
  { action: 'quiz', label: '出题', prompt: undefined, tool: 'exercises', modes: ASSISTANT_MODE_IDS },
  { action: 'lesson-outline', label: '教案提纲', prompt: undefined, tool: 'lesson-outline', modes: ['teacher'] },
  { action: 'simplify-for-grade', label: '按年级简化', prompt: undefined, tool: 'simplify', modes: ['teacher'] },
] as const satisfies readonly SelectionActionSpec[];

/** The name of a selection bubble action, as the `selection-ask` event reports it. */
export type SelectionAction = (typeof SELECTION_ACTIONS)[number]['action'];

/** What an action of the bubble asks: the `selection-ask` event's detail. */
export interface SelectionAsk {
  action: SelectionAction;
  text: string;
  /** The action's prompt with the selection quoted under it. */
  question: string;
}

/**
 * The actions the bubble offers in `mode` (the mode the server answered last, ADR 0040); without one, what
 * pupils and visitors are offered. Only the buttons depend on it: the server decides what a request may do.
 */
export function selectionActionsFor(mode: AssistantModeId | undefined): (typeof SELECTION_ACTIONS)[number][] {
  const offered = mode ?? 'visitor';
  return SELECTION_ACTIONS.filter((item) => item.modes.some((each) => each === offered));
}

/** True for the action that takes a grade (the bubble shows the grade choice beside its button). */
export function takesGrade(action: SelectionAction): boolean {
  return action === 'simplify-for-grade';
}

/**
 * The selected text as a markdown quote: spaces collapsed, blank lines dropped, every line after '> ',
 * at most SELECTION_QUOTE_MAX_CHARS characters (counted as code points, so no surrogate pair is split).
 */
export function quoteSelection(text: string): string {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const characters = [...lines.join('\n')];
  const cut =
    characters.length > SELECTION_QUOTE_MAX_CHARS
      ? `${characters.slice(0, SELECTION_QUOTE_MAX_CHARS).join('').trimEnd()}…`
      : characters.join('');
  return cut
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

/**
 * The question an action of the selection bubble asks: its prompt, then the quoted selection; a teacher
 * tool's action asks the tool's own request of the quote (for `grade`, when the tool takes one).
 */
export function selectionQuestion(
  action: SelectionAction,
  text: string,
  grade: string = DEFAULT_SIMPLIFY_GRADE,
): string {
  const item: SelectionActionSpec = SELECTION_ACTIONS.find((each) => each.action === action) ?? SELECTION_ACTIONS[0];
  const tool = TEACHER_TOOLS.find((each) => each.id === item.tool);
  if (tool) return tool.prompt(quoteSelection(text), grade);
  return `${item.prompt}\n\n${quoteSelection(text)}`;
}

/** Whether a selection's text is long enough to offer the bubble for. */
export function isAskableSelection(text: string): boolean {
  return [...text.trim()].length >= SELECTION_MIN_CHARS;
}
