const SENTENCE = /[^。！？!?；;\n]*[。！？!?；;\n]+|[^。！？!?；;\n]+$/gu;

/**
 * Splits text into sentences of at most `maxCharacters`, keeping the end punctuation with its sentence
 * and dropping blank pieces. Browsers cut long single utterances short (Chrome stops network voices
 * after about 15 s), so the Web Speech provider speaks one sentence per utterance.
 */
export function splitSentences(text: string, maxCharacters = 200): string[] {
  const pieces: string[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    const sentence = match[0].trim();
    if (sentence === '') continue;
    const characters = [...sentence];
    for (let index = 0; index < characters.length; index += maxCharacters) {
      pieces.push(characters.slice(index, index + maxCharacters).join(''));
    }
  }
  return pieces;
}
