import type { DocumentParagraph } from './office-preview';
import type { PreviewBudget } from './preview-budget';
import type { XmlPartHandler } from './read-xml-part';

/** `w:pStyle` values of headings: Word's English ids, and the numbers Chinese Word gives 标题 1-3. */
function headingOf(style: string | undefined): DocumentParagraph['heading'] {
  if (style === undefined) return undefined;
  if (/^title$/i.test(style)) return 1;
  const level = /^(?:heading\s*)?([1-3])$/i.exec(style.trim())?.[1];
  return level === undefined ? undefined : (Number(level) as 1 | 2 | 3);
}

/**
 * Reads `word/document.xml` into paragraphs: the text of `w:t` runs (deleted and field-code text live in
 * other tags and are left out), `w:tab` as a tab, `w:br`/`w:cr` as a line break, and the heading level of
 * the paragraph's style. A paragraph inside a text box is its own paragraph. Empty paragraphs are dropped.
 */
export function createDocxHandler(budget: PreviewBudget): XmlPartHandler & { paragraphs(): DocumentParagraph[] } {
  const done: DocumentParagraph[] = [];
  const open: { text: string; heading: DocumentParagraph['heading'] }[] = [];
  let inText = 0;
  const append = (text: string) => {
    const current = open.at(-1);
    if (!current) return;
    const fits = budget.takeText(text.length);
    current.text += fits === text.length ? text : text.slice(0, fits);
  };
  const finish = () => {
    const paragraph = open.pop();
    if (paragraph && paragraph.text.trim() !== '') {
      done.push(paragraph.heading ? { text: paragraph.text, heading: paragraph.heading } : { text: paragraph.text });
    }
  };
  return {
    open(name, attributes) {
      if (name === 'w:p') open.push({ text: '', heading: undefined });
      else if (name === 'w:t') inText += 1;
      else if (name === 'w:tab') append('\t');
      else if (name === 'w:br' || name === 'w:cr') append('\n');
      else if (name === 'w:pStyle') {
        const paragraph = open.at(-1);
        if (paragraph) paragraph.heading = headingOf(attributes['w:val']);
      }
    },
    text(text) {
      if (inText > 0) append(text);
    },
    close(name) {
      if (name === 'w:t') inText = Math.max(0, inText - 1);
      else if (name === 'w:p') finish();
    },
    paragraphs() {
      // A part cut off mid-paragraph still shows what that paragraph had.
      while (open.length > 0) finish();
      return done;
    },
  };
}
