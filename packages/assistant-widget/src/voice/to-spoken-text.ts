/**
 * Markdown to the plain text the speech chat shows and reads aloud. Replies are markdown (the offline
 * guide links pages as `**[资源中心](/resource)**`); read literally, a speech engine would spell out
 * the asterisks, brackets and URLs. Works line by line, so a stream can be converted as lines complete.
 */

const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Han characters and full-width punctuation. */
const CJK = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef“”‘’]';

/** One markdown line as spoken text ('' for lines with nothing to say). */
export function toSpokenLine(line: string): string {
  if (FENCE.test(line) || RULE.test(line) || TABLE_DIVIDER.test(line)) return '';
  let text = line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*(>\s?)+/, '')
    .replace(/^\s*[-*+]\s+(\[[ xX]\]\s+)?/, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\$\$?([^$]+)\$\$?/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/~~(.+?)~~/g, '$1');
  if (/^\s*\|.*\|\s*$/.test(text)) {
    text = text
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join('，');
  }
  // Spaces that markup left between two Chinese characters ('请看 **[资源]**') are not pauses.
  return text
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`(${CJK}) (?=${CJK})`, 'gu'), '$1')
    .trim();
}

/** A whole markdown text as spoken text: converted lines, blank ones dropped, joined by newlines. */
export function toSpokenText(markdown: string): string {
  return markdown
    .split(/\r\n|\r|\n/)
    .map(toSpokenLine)
    .filter((line) => line !== '')
    .join('\n');
}
