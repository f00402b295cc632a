import type { Token } from 'markdown-it';
import { countFinishedBlocks, findLineStarts, splitTopLevelBlocks } from './find-finished-blocks';
import { getMathRendererRevision } from './math-renderer';
import { hasPendingMath } from './render-markdown';
import { parseMarkdown, renderTokensSafely } from './render-tokens';

/** Options of {@link createStreamingMarkdown}. */
export interface StreamingMarkdownOptions {
  /**
   * Called with every source string handed to the markdown parser. For instrumentation and tests:
   * it shows that finished blocks are never parsed again.
   */
  onParse?: (source: string) => void;
}

/** What one {@link StreamingMarkdown.update} returns. */
export interface StreamingMarkdownUpdate {
  /** HTML of every finished block, in order. */
  stableHtml: string;
  /** HTML of the blocks finished by this update: append it after the previous stable HTML. */
  appendedStableHtml: string;
  /** HTML of the unfinished tail: replace the previous live HTML with it. */
  liveHtml: string;
  /** How many top-level blocks are finished. */
  stableBlockCount: number;
  /**
   * The stable part changed other than by appending — the text did not extend the previous text, or
   * formulas were typeset after KaTeX loaded: replace the stable DOM with `stableHtml`.
   */
  stableReplaced: boolean;
  /** Some formula shows as source waiting for KaTeX: call `loadMathRenderer()`, then `update` again. */
  mathPending: boolean;
}

/** An incremental renderer for one streamed reply; see {@link createStreamingMarkdown}. */
export interface StreamingMarkdown {
  /** Renders the reply's full text so far (each call passes the whole text, not the new chunk). */
  update(fullTextSoFar: string): StreamingMarkdownUpdate;
  /** Forgets everything, for the next reply. */
  reset(): void;
}

interface FinishedBlock {
  html: string;
  /** Kept only while the block shows formulas as source, to typeset them once KaTeX is in. */
  pendingSource: string | undefined;
}

/** Characters before the stable boundary compared on each update to notice a text that was replaced. */
const BOUNDARY_CHECK_CHARS = 32;

/**
 * Renders a streamed reply so that each top-level block that can no longer change (see
 * find-finished-blocks.ts) is parsed and rendered once, and only the unfinished tail is parsed again
 * on each update: total work grows linearly with the reply. At any point `stableHtml + liveHtml`
 * equals `renderMarkdown(fullTextSoFar)`. Pure, no DOM.
 *
 * `update` expects each text to extend the previous one. It checks the characters just before the
 * stable boundary and starts over by itself (`stableReplaced`) when they changed; call `reset()`
 * for a new reply anyway.
 */
export function createStreamingMarkdown(options: StreamingMarkdownOptions = {}): StreamingMarkdown {
  let stableOffset = 0;
  let boundaryText = '';
  let blocks: FinishedBlock[] = [];
  let stableHtml = '';
  let pendingBlockCount = 0;
  let mathRevision = getMathRendererRevision();

  function reset(): void {
    stableOffset = 0;
    boundaryText = '';
    blocks = [];
    stableHtml = '';
    pendingBlockCount = 0;
    mathRevision = getMathRendererRevision();
  }

  function parse(source: string): Token[] {
    options.onParse?.(source);
    return parseMarkdown(source);
  }

  /** Typesets the formulas of finished blocks that were rendered before KaTeX loaded. */
  function refreshPendingMath(): boolean {
    const revision = getMathRendererRevision();
    if (revision === mathRevision) return false;
    mathRevision = revision;
    if (pendingBlockCount === 0) return false;
    pendingBlockCount = 0;
    for (const block of blocks) {
      if (block.pendingSource === undefined) continue;
      block.html = renderTokensSafely(parse(block.pendingSource));
      if (hasPendingMath(block.html)) pendingBlockCount += 1;
      else block.pendingSource = undefined;
    }
    stableHtml = blocks.map((block) => block.html).join('');
    return true;
  }

  function update(fullTextSoFar: string): StreamingMarkdownUpdate {
    let stableReplaced = false;
    const boundaryStart = Math.max(0, stableOffset - BOUNDARY_CHECK_CHARS);
    if (fullTextSoFar.length < stableOffset || fullTextSoFar.slice(boundaryStart, stableOffset) !== boundaryText) {
      reset();
      stableReplaced = true;
    }
    if (refreshPendingMath()) stableReplaced = true;

    const tail = fullTextSoFar.slice(stableOffset);
    const tokens = parse(tail);
    const topLevel = splitTopLevelBlocks(tokens);
    const finishedCount = countFinishedBlocks(topLevel, tokens, tail);
    let appendedStableHtml = '';
    let liveStart = 0;
    if (finishedCount > 0) {
      const lineStarts = findLineStarts(tail);
      for (let index = 0; index < finishedCount; index += 1) {
        const block = topLevel[index];
        const next = topLevel[index + 1];
        if (block === undefined || next === undefined) break;
        const html = renderTokensSafely(tokens.slice(block.start, block.end));
        const source = hasPendingMath(html)
          ? tail.slice(lineStarts[block.firstLine], lineStarts[next.firstLine])
          : undefined;
        blocks.push({ html, pendingSource: source });
        if (source !== undefined) pendingBlockCount += 1;
        appendedStableHtml += html;
        liveStart = next.start;
      }
      const firstLiveLine = topLevel[finishedCount]?.firstLine ?? 0;
      stableOffset += lineStarts[firstLiveLine] ?? 0;
      stableHtml += appendedStableHtml;
      boundaryText = fullTextSoFar.slice(Math.max(0, stableOffset - BOUNDARY_CHECK_CHARS), stableOffset);
    }
    const liveHtml = renderTokensSafely(tokens.slice(liveStart));
    return {
      stableHtml,
      appendedStableHtml,
      liveHtml,
      stableBlockCount: blocks.length,
      stableReplaced,
      mathPending: pendingBlockCount > 0 || hasPendingMath(liveHtml),
    };
  }

  return { update, reset };
}
