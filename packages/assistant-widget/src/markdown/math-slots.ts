import type { Env } from 'markdown-it';

/**
 * Formulas are typeset (and passed through the allow-list serializer) once each, when KaTeX renders
 * them, and their HTML is cached. Re-serializing that HTML inside every rendered reply would make
 * the live tail of a formula-heavy stream cost its KaTeX markup (kilobytes per formula) on each
 * update, so the markdown HTML is serialized with a NUL-delimited slot per formula, and the slots
 * are filled afterwards. Reply text cannot forge a slot: markdown-it turns NUL (raw or as a
 * character reference) into U+FFFD before any rule sees it, and only slots of this render are filled.
 */
const MATH_SLOTS = Symbol('math slots');
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL delimits the slots because text cannot hold it.
const SLOT_PATTERN = /\u0000(\d+)\u0000/g;

/** A render environment with an empty list of formula slots. */
export function createSlotEnv(): { env: Env; slots: string[] } {
  const slots: string[] = [];
  return { env: { [MATH_SLOTS]: slots }, slots };
}

/** Puts a formula's finished HTML into a slot of this render, when the render has slots. */
export function placeMathHtml(env: Env | undefined, html: string): string {
  const slots = env?.[MATH_SLOTS];
  if (!Array.isArray(slots)) return html;
  slots.push(html);
  return `\u0000${slots.length - 1}\u0000`;
}

/** Fills the slots of serialized HTML with their formulas. */
export function fillMathSlots(html: string, slots: readonly string[]): string {
  return slots.length === 0 ? html : html.replace(SLOT_PATTERN, (_, index: string) => slots[Number(index)] ?? '');
}
