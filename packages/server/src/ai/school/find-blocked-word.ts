/*
 * Matching ignores case and the spaces and common punctuation people put between characters to get past a
 * list ("买 毒 品", "买-毒-品").
 */
const SEPARATORS = /[\s\-_.·・,，、|*]+/g;

/** A text as words are matched in it: lower case, without separators. */
export const normaliseForMatch = (text: string) => text.toLowerCase().replace(SEPARATORS, '');

/** The first listed word the text contains (compared without case and separators), or undefined. */
export function findBlockedWord(text: string, words: readonly string[]): string | undefined {
  const haystack = normaliseForMatch(text);
  return words.find((word) => {
    const needle = normaliseForMatch(word);
    return needle !== '' && haystack.includes(needle);
  });
}
