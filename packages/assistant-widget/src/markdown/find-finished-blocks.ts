import type { Token } from 'markdown-it';

/** One top-level block of a token stream: tokens [start, end) and its first source line. */
export interface TopLevelBlock {
  start: number;
  end: number;
  firstLine: number;
}

/** Splits a token stream into its top-level blocks (a list, a paragraph, a fence, …). */
export function splitTopLevelBlocks(tokens: readonly Token[]): TopLevelBlock[] {
  const blocks: TopLevelBlock[] = [];
  let openStart = -1;
  tokens.forEach((token, index) => {
    if (token.level !== 0) return;
    if (token.nesting === 1) {
      openStart = index;
    } else if (token.nesting === -1) {
      blocks.push({ start: openStart, end: index + 1, firstLine: tokens[openStart]?.map?.[0] ?? 0 });
    } else {
      blocks.push({ start: index, end: index + 1, firstLine: token.map?.[0] ?? 0 });
    }
  });
  return blocks;
}

/**
 * Offsets where each line of `text` starts, with the terminators markdown-it normalizes (`\r\n`,
 * `\r`, `\n`) so line numbers match its token maps. A final entry past the last terminator is the
 * start of the (possibly empty, possibly unfinished) last line.
 */
export function findLineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) starts.push(index + 1);
  }
  return starts;
}

/**
 * How many leading blocks can no longer change, whatever text is appended. Block i is finished when
 * block i+1 has a complete first line and either a blank line separates them or block i is a kind
 * whose end is fixed by its own lines (ATX heading, rule, indented code, closed fence or `$$` block —
 * an unclosed fence or `$$` runs to the end, so no block follows it). Without a blank line, a
 * paragraph, list, quote or table could still absorb or be split by what follows (a setext
 * underline, a table delimiter row, a lazy continuation); a complete first line of the next block
 * rules out a list item continuing (`2.` after `1. a`) or an indented continuation.
 */
export function countFinishedBlocks(blocks: readonly TopLevelBlock[], tokens: readonly Token[], text: string): number {
  const lineStarts = findLineStarts(text);
  let finished = 0;
  while (finished < blocks.length - 1) {
    const block = blocks[finished];
    const next = blocks[finished + 1];
    if (block === undefined || next === undefined) break;
    // The next block's first line must be terminated: a line start exists after it.
    if (next.firstLine + 1 >= lineStarts.length) break;
    const separated = isBlankLine(text, lineStarts, next.firstLine - 1);
    if (!separated && !endsByItself(tokens[block.start])) break;
    finished += 1;
  }
  return finished;
}

function isBlankLine(text: string, lineStarts: readonly number[], line: number): boolean {
  const start = lineStarts[line];
  const end = lineStarts[line + 1];
  if (start === undefined || end === undefined) return false;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

function endsByItself(token: Token | undefined): boolean {
  if (token === undefined) return false;
  switch (token.type) {
    case 'heading_open':
      return token.markup.startsWith('#');
    case 'hr':
    case 'fence':
    case 'code_block':
      return true;
    case 'math_block':
      return token.meta?.closed === true;
    default:
      return false;
  }
}
