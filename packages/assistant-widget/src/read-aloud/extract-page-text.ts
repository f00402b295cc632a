import { Readability } from '@mozilla/readability';
import type { TextPiece } from '../logic/segment-sentences';

/** Marks each element of the clone with its position in the live page (the clone only). */
const ORDINAL = 'data-edu-read-aloud';

/** Tags that flow inside a line: their text belongs to the enclosing block's sentences. */
const INLINE = new Set(
  'A ABBR B BDI BDO BR CITE CODE DATA DEL DFN EM FONT I INS KBD LABEL MARK Q S SAMP SMALL SPAN STRONG SUB SUP TIME U VAR'.split(
    ' ',
  ),
);

/** The main text of the live page, as text nodes to read and highlight. */
export interface PageText {
  title: string;
  nodes: Text[];
  pieces: TextPiece[];
}

const isShown = (element: Element) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0;

/**
 * Finds the page's main content the way reader modes do (@mozilla/readability) and returns its text
 * nodes in the *live* page, so they can be highlighted where they are. Readability rewrites the
 * document it reads, so it reads a clone whose elements carry their live position as an attribute; the
 * live page is never changed. Text of elements Readability kept (and the page's visible h1 when it
 * dropped the title) is read, hidden text is not; undefined when the page has no readable content.
 */
export function extractPageText(page: Document, exclude: Element): PageText | undefined {
  if (!page.body) return undefined;
  const live = Array.from(page.body.querySelectorAll('*'));
  const clone = page.cloneNode(true) as Document;
  const cloned = Array.from(clone.body.querySelectorAll('*'));
  for (const [index, element] of cloned.entries()) element.setAttribute(ORDINAL, String(index));
  cloned[live.indexOf(exclude)]?.remove();
  const article = new Readability<Node>(clone, { serializer: (node) => node }).parse();
  // The serializer hands back Readability's article element itself (from the clone).
  const content = article?.content as Element | null | undefined;
  if (!content || typeof content.querySelectorAll !== 'function') return undefined;
  const kept = new Set<Element>();
  for (const element of [content, ...Array.from(content.querySelectorAll(`[${ORDINAL}]`))]) {
    const ordinal = element.getAttribute(ORDINAL);
    const original = ordinal === null ? undefined : live[Number(ordinal)];
    if (original && !exclude.contains(original)) kept.add(original);
  }
  const title = article?.title?.trim() ?? '';
  // Readability drops a heading that repeats the title; the reading starts with it all the same.
  const heading = Array.from(page.body.querySelectorAll('h1')).find(
    (element) => isShown(element) && title !== '' && title.includes(element.textContent?.trim() || '\u0000'),
  );
  if (heading && !kept.has(heading))
    for (const element of [heading, ...Array.from(heading.querySelectorAll('*'))]) kept.add(element);

  const nodes: Text[] = [];
  const pieces: TextPiece[] = [];
  const blocks = new Map<Element, number>();
  const shown = new Map<Element, boolean>();
  const walker = page.createTreeWalker(page.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node as Text;
    if (!parent || !kept.has(parent) || text.data.trim() === '') continue;
    if (!shown.has(parent)) shown.set(parent, isShown(parent));
    if (!shown.get(parent)) continue;
    let block: Element = parent;
    while (INLINE.has(block.tagName) && block.parentElement) block = block.parentElement;
    if (!blocks.has(block)) blocks.set(block, blocks.size);
    nodes.push(text);
    pieces.push({ text: text.data, block: blocks.get(block) ?? 0 });
  }
  return nodes.length === 0 ? undefined : { title, nodes, pieces };
}
