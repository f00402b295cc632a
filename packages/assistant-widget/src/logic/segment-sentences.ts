/** A piece of page text in document order (one text node) and the block (paragraph, heading…) it is in. */
export interface TextPiece {
  text: string;
  block: number;
}

/** Where a sentence lies: a span of one piece's text, in UTF-16 offsets. */
interface SentencePart {
  piece: number;
  start: number;
  end: number;
}

/** One sentence to read aloud and highlight. */
export interface Sentence {
  /** The sentence with its whitespace collapsed, as it is spoken. */
  text: string;
  /** The spans of the pieces it covers, in order (a sentence may cross inline elements). */
  parts: SentencePart[];
}

/** Splits a block's text into sentence spans: [start, end) offsets. */
type SplitSentences = (text: string) => Array<[number, number]>;

// Fallback for browsers without Intl.Segmenter: ends at Chinese and Western sentence punctuation.
const SENTENCE_END = /[^。！？!?；;…]*(?:[。！？!?；;…]+["'”’」』）)]*|$)/gu;

/** The fallback splitter for browsers without Intl.Segmenter (exported for its test). */
export function splitAtPunctuation(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match[0] !== '') spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/** Sentence splitting by the platform's `Intl.Segmenter` (it knows Chinese punctuation), else a regex. */
export function sentenceSplitter(locale = 'zh-CN'): SplitSentences {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return splitAtPunctuation;
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return (text) => Array.from(segmenter.segment(text), (part) => [part.index, part.index + part.segment.length]);
}

/**
 * The page's sentences with their places in the pieces (issue #16 read-aloud): each block's pieces
 * are joined, its whitespace read as plain spaces (source line breaks are not sentence ends), split
 * into sentences, and every sentence mapped back onto the pieces it covers without its outer spaces.
 * Blocks never share a sentence, so a heading without a full stop is a sentence of its own.
 */
export function segmentSentences(pieces: readonly TextPiece[], split: SplitSentences = sentenceSplitter()): Sentence[] {
  const sentences: Sentence[] = [];
  let index = 0;
  while (index < pieces.length) {
    const block = pieces[index]?.block;
    const starts: number[] = [];
    let joined = '';
    const first = index;
    for (; index < pieces.length && pieces[index]?.block === block; index += 1) {
      starts.push(joined.length);
      joined += pieces[index]?.text ?? '';
    }
    const flat = joined.replace(/\s/g, ' ');
    for (const [spanStart, spanEnd] of split(flat)) {
      const raw = flat.slice(spanStart, spanEnd);
      const start = spanStart + (raw.length - raw.trimStart().length);
      const end = spanEnd - (raw.length - raw.trimEnd().length);
      if (start >= end) continue;
      const parts: SentencePart[] = [];
      starts.forEach((pieceStart, offset) => {
        const pieceEnd = pieceStart + (pieces[first + offset]?.text.length ?? 0);
        const from = Math.max(start, pieceStart);
        const to = Math.min(end, pieceEnd);
        if (from < to) parts.push({ piece: first + offset, start: from - pieceStart, end: to - pieceStart });
      });
      sentences.push({ text: flat.slice(start, end).replace(/ +/g, ' '), parts });
    }
  }
  return sentences;
}
