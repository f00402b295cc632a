import { findBlockedWord, normaliseForMatch } from './find-blocked-word';

/** What {@link OutputGuard.push} returns: the text safe to send now, or that the reply hit a refused word. */
type GuardResult = { blocked: false; release: string } | { blocked: true; word: string };

/** Checks a streamed answer against the refused words as it arrives. */
export interface OutputGuard {
  push(text: string): GuardResult;
  /** The held-back rest at the end of the reply (checked by the last push). */
  flush(): string;
}

/**
 * A streamed answer's guard: it holds back only the end of the text that could still begin a refused word
 * (a prefix of one, separators ignored), so a refused word never reaches the client however the upstream
 * splits it, while ordinary text flows on at once. Each push checks the new text with the characters
 * before it that a word could span.
 */
export function createOutputGuard(words: readonly string[]): OutputGuard {
  // Separators may sit between a word's characters: a word of n characters spans at most 2n - 1.
  const span = Math.max(0, ...words.map((word) => Array.from(word).length * 2 - 1));
  const prefixes = new Set<string>();
  for (const word of words) {
    const normal = normaliseForMatch(word);
    for (let end = 1; end <= normal.length; end += 1) prefixes.add(normal.slice(0, end));
  }
  /** How many characters at the end of `text` could begin a refused word. */
  const heldLength = (text: string, from: number) => {
    let held = 0;
    for (let length = 1; length <= Math.min(span, text.length - from); length += 1) {
      const tail = normaliseForMatch(text.slice(text.length - length));
      if (tail !== '' && prefixes.has(tail)) held = length;
    }
    return held;
  };
  let seen = '';
  let sent = 0;
  return {
    push(text) {
      const window = seen.slice(Math.max(0, seen.length - span)) + text;
      seen += text;
      const word = findBlockedWord(window, words);
      if (word !== undefined) return { blocked: true, word };
      let safeEnd = seen.length - heldLength(seen, sent);
      // Never cut between the halves of a surrogate pair: each release is its own JSON string.
      if (safeEnd > sent && /[\uD800-\uDBFF]/.test(seen.charAt(safeEnd - 1))) safeEnd -= 1;
      const release = seen.slice(sent, safeEnd);
      sent = Math.max(sent, safeEnd);
      return { blocked: false, release };
    },
    flush() {
      const rest = seen.slice(sent);
      sent = seen.length;
      return rest;
    },
  };
}
