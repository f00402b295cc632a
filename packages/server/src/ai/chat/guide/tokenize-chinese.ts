const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN_ONLY = /^\p{Script=Han}+$/u;

/**
 * Splits Chinese (and mixed) text into search terms: the words Intl.Segmenter finds, plus every pair of
 * adjacent Han characters inside a run of kept words. The segmenter alone splits some domain words apart
 * (名师 → 名|师, 两研一刊 → 两|研一|刊); the character pairs still match them, as in bigram-based Chinese
 * search engines. Stop terms are dropped and end a run, so "怎么参加" yields no pair "么参".
 */
export function tokenizeChinese(text: string, stopTerms: ReadonlySet<string> = new Set()): string[] {
  const terms: string[] = [];
  let run = '';
  const flushRun = () => {
    const characters = Array.from(run);
    for (let index = 0; index + 1 < characters.length; index += 1) {
      const pair = `${characters[index]}${characters[index + 1]}`;
      if (!stopTerms.has(pair)) terms.push(pair);
    }
    run = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const term = segment.toLowerCase();
    if (!isWordLike || stopTerms.has(term)) {
      flushRun();
      continue;
    }
    terms.push(term);
    if (HAN_ONLY.test(term)) run += term;
    else flushRun();
  }
  flushRun();
  return terms;
}
