import type { Token } from 'markdown-it';
import { markdownParser } from './markdown-parser';
import { createSlotEnv, fillMathSlots } from './math-slots';
import { sanitizeRenderedHtml } from './sanitize-rendered-html';

/**
 * Renders tokens of the shared parser to safe HTML — the only way the renderer's HTML leaves this
 * folder: the markdown HTML goes through the allow-list serializer, formulas (already serialized
 * when typeset, see math-slots.ts) are filled in afterwards.
 */
export function renderTokensSafely(tokens: Token[]): string {
  const { env, slots } = createSlotEnv();
  return fillMathSlots(
    sanitizeRenderedHtml(markdownParser.renderer.render(tokens, markdownParser.options, env)),
    slots,
  );
}

/** Parses markdown with the shared parser (a fresh environment per call: no state between replies). */
export function parseMarkdown(markdown: string): Token[] {
  return markdownParser.parse(markdown, {});
}
