import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { escapeHtml } from './escape-html';
import { renderMathHtml } from './math-renderer';
import { placeMathHtml } from './math-slots';

/**
 * `$…$` (inline) and `$$…$$` (display) for markdown-it. Our own small rule rather than a plugin:
 * the maintained plugins import KaTeX statically (it must load only when a reply has math) or are
 * unmaintained, and the streaming renderer relies on the exact block extent described below.
 *
 * Inline, pandoc's rule keeps prices from becoming math: `$` opens only before a non-space, and the
 * next unescaped `$` closes only if it follows a non-space and is not followed by a digit — otherwise
 * the opener is text ("$5 and $10" stays text). `$$…$$` inside a line is display math inline.
 * A `$` escaped as `\$` is text.
 *
 * Block: a line starting with `$$` opens a display formula that ends at the first line ending in `$$`
 * (`$$ x $$` on one line too). Like a code fence, an unclosed one runs to the end of its container;
 * it is shown as source, not typeset, so a half-streamed formula does not flash KaTeX errors.
 */
export function mathPlugin(md: MarkdownIt): void {
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  md.block.ruler.after('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.renderer.rules.math_inline = (tokens, index, _options, env) =>
    placeMathHtml(env, renderMathHtml(tokens[index]?.content ?? '', false));
  md.renderer.rules.math_inline_display = (tokens, index, _options, env) =>
    placeMathHtml(env, renderMathHtml(tokens[index]?.content ?? '', true));
  md.renderer.rules.math_block = (tokens, index, _options, env) => {
    const token = tokens[index];
    if (token === undefined) return '';
    if (token.meta?.closed !== true) {
      return `<div class="md-math-block md-math-unclosed">${escapeHtml(token.markup + token.content)}</div>\n`;
    }
    return `<div class="md-math-block">${placeMathHtml(env, renderMathHtml(token.content, true))}</div>\n`;
  };
}

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const double = src.charCodeAt(pos + 1) === DOLLAR;
  const start = pos + (double ? 2 : 1);
  if (start >= posMax) return false;
  const close = double ? findDoubleCloser(src, start, posMax) : findSingleCloser(src, start, posMax);
  if (close < 0) {
    if (!double) return false;
    // Both dollars become text, so the second one does not open an inline formula of its own.
    if (!silent) state.pending += '$$';
    state.pos += 2;
    return true;
  }
  const content = src.slice(start, close);
  if (content.trim() === '') return false;
  if (!silent) {
    const token = state.push(double ? 'math_inline_display' : 'math_inline', 'span', 0);
    token.content = content;
    token.markup = double ? '$$' : '$';
  }
  state.pos = close + (double ? 2 : 1);
  return true;
}

/** The next unescaped `$` closes, if it is a valid closer; otherwise the opener is text. */
function findSingleCloser(src: string, start: number, max: number): number {
  if (isSpace(src.charCodeAt(start))) return -1;
  let index = src.indexOf('$', start);
  while (index >= 0 && index < max && isEscaped(src, index)) index = src.indexOf('$', index + 1);
  if (index < 0 || index >= max) return -1;
  const after = src.charCodeAt(index + 1);
  return isSpace(src.charCodeAt(index - 1)) || (after >= 0x30 && after <= 0x39) ? -1 : index;
}

/** The next unescaped `$$`: pairs of `$$` are matched in order, so a line of them stays linear. */
function findDoubleCloser(src: string, start: number, max: number): number {
  for (let index = src.indexOf('$$', start); index >= 0 && index + 1 < max; index = src.indexOf('$$', index + 1)) {
    if (!isEscaped(src, index)) return index;
  }
  return -1;
}

function isEscaped(src: string, index: number): boolean {
  let backslashes = 0;
  for (let cursor = index - 1; cursor >= 0 && src.charCodeAt(cursor) === BACKSLASH; cursor -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const lineStart = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
  const lineEnd = state.eMarks[startLine] ?? 0;
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  if (lineStart + 2 > lineEnd || state.src.charCodeAt(lineStart) !== DOLLAR) return false;
  if (state.src.charCodeAt(lineStart + 1) !== DOLLAR) return false;
  const firstRest = state.src.slice(lineStart + 2, lineEnd);
  const firstTrimmed = firstRest.trimEnd();
  const singleLine = firstTrimmed.trim().length >= 2 && firstTrimmed.endsWith('$$');
  const innerCloser = firstTrimmed.indexOf('$$');
  // `$$x$$ and more` is display math inside a paragraph (the inline rule), not a block.
  if (innerCloser >= 0 && innerCloser < firstTrimmed.length - 2) return false;
  if (silent) return true;

  let closed = false;
  let content: string;
  let nextLine = startLine + 1;
  if (singleLine && !isEscaped(firstTrimmed, firstTrimmed.length - 2)) {
    closed = true;
    content = firstTrimmed.slice(0, -2);
  } else {
    for (; nextLine < endLine; nextLine += 1) {
      const start = (state.bMarks[nextLine] ?? 0) + (state.tShift[nextLine] ?? 0);
      const end = state.eMarks[nextLine] ?? 0;
      // A non-blank line indented less than the container ends it (a list item, say), as for fences.
      if (start < end && (state.sCount[nextLine] ?? 0) < state.blkIndent) break;
      const line = state.src.slice(start, end).trimEnd();
      if (line.endsWith('$$') && !isEscaped(line, line.length - 2)) {
        closed = true;
        break;
      }
    }
    const indent = state.sCount[startLine] ?? 0;
    const middle = state.getLines(startLine + 1, nextLine, indent, true);
    const closingLine = closed
      ? state.src.slice((state.bMarks[nextLine] ?? 0) + (state.tShift[nextLine] ?? 0), state.eMarks[nextLine]).trimEnd()
      : '';
    content = `${firstRest}\n${middle}${closed ? closingLine.slice(0, -2) : ''}`;
    if (closed) nextLine += 1;
  }
  state.line = nextLine;
  const token = state.push('math_block', 'div', 0);
  token.block = true;
  token.content = content;
  token.markup = '$$';
  token.map = [startLine, nextLine];
  token.meta = { closed };
  return true;
}
