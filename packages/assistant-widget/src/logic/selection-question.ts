import type { SelectionAction } from '../state/assistant-events';

/** The longest selection quoted in a question; a longer one is cut and marked with '…' (widget's choice). */
export const SELECTION_QUOTE_MAX_CHARS = 1000;
/** A selection shorter than this (after trimming) is not worth a question. */
const SELECTION_MIN_CHARS = 2;

/** The bubble's actions in their order, with their labels (issue #16). */
export const SELECTION_ACTIONS: ReadonlyArray<{ action: SelectionAction; label: string }> = [
  { action: 'explain', label: '解释' },
  { action: 'simplify', label: '简化' },
  { action: 'translate', label: '翻译' },
  { action: 'quiz', label: '出题' },
];

const PROMPTS: Record<SelectionAction, string> = {
  explain: '请解释下面这段内容：',
  simplify: '请用更简单易懂的话改写下面这段内容：',
  translate: '请翻译下面这段内容（中文译成英文，其他语言译成中文）：',
  quiz: '请根据下面这段内容出 3 道练习题，并附上答案：',
};

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
  return `${PROMPTS[action]}\n\n${quoteSelection(text)}`;
}

/** Whether a selection's text is long enough to offer the bubble for. */
export function isAskableSelection(text: string): boolean {
  return [...text.trim()].length >= SELECTION_MIN_CHARS;
}
