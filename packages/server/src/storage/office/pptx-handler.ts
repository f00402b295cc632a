import type { PreviewBudget } from './preview-budget';
import type { XmlPartHandler } from './read-xml-part';

/**
 * Reads one slide (`ppt/slides/slideN.xml`) into its paragraphs: the text of `a:t` runs, `a:br` as a line
 * break, one paragraph per `a:p` (empty ones dropped). Every text frame of the slide counts, in the order
 * the slide lists its shapes.
 */
export function createSlideHandler(budget: PreviewBudget): XmlPartHandler & { paragraphs(): string[] } {
  const done: string[] = [];
  let current: string | undefined;
  let inText = 0;
  const append = (text: string) => {
    if (current === undefined) return;
    const fits = budget.takeText(text.length);
    current += fits === text.length ? text : text.slice(0, fits);
  };
  const finish = () => {
    if (current !== undefined && current.trim() !== '') done.push(current);
    current = undefined;
  };
  return {
    open(name) {
      if (name === 'a:p') {
        finish();
        current = '';
      } else if (name === 'a:t') inText += 1;
      else if (name === 'a:br') append('\n');
    },
    text(text) {
      if (inText > 0) append(text);
    },
    close(name) {
      if (name === 'a:t') inText = Math.max(0, inText - 1);
      else if (name === 'a:p') finish();
    },
    paragraphs() {
      finish();
      return done;
    },
  };
}
