/** The longest selection quoted in a question; a longer one is cut and marked with '…' (widget's choice). */
export const SELECTION_QUOTE_MAX_CHARS = 1000;
/** A selection shorter than this (after trimming) is not worth a question. */
const SELECTION_MIN_CHARS = 2;

/** One action of the selection bubble: its name in the `selection-ask` event, its label, what it asks. */
interface SelectionActionSpec {
  readonly action: string;
  readonly label: string;
  /** The question's first line; the quoted selection follows it. */
  readonly prompt: string;
}

/**
 * The selection bubble's actions, in their order (issue #16). The bubble draws one button per entry, so
 * an action (a teacher's tool, say) is one more line here.
 */
export const SELECTION_ACTIONS = [
  { action: 'explain', label: '解释', prompt: '请解释下面这段内容：' },
  { action: 'simplify', label: '简化', prompt: '请用更简单易懂的话改写下面这段内容：' },
  { action: 'translate', label: '翻译', prompt: '请翻译下面这段内容（中文译成英文，其他语言译成中文）：' },
  { action: 'quiz', label: '出题', prompt: '请根据下面这段内容出 3 道练习题，并附上答案：' },
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

/** The question an action of the selection bubble asks: its prompt, then the quoted selection. */
export function selectionQuestion(action: SelectionAction, text: string): string {
  const { prompt } = SELECTION_ACTIONS.find((item) => item.action === action) ?? SELECTION_ACTIONS[0];
  return `${prompt}\n\n${quoteSelection(text)}`;
}

/** Whether a selection's text is long enough to offer the bubble for. */
export function isAskableSelection(text: string): boolean {
  return [...text.trim()].length >= SELECTION_MIN_CHARS;
}
