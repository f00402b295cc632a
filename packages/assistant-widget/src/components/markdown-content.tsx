import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ensureMathStyles } from '../element/math-styles';
import { useAssistant } from '../hooks/assistant-context';
import {
  applyMathStyles,
  createStreamingMarkdown,
  hasPendingMath,
  loadMathRenderer,
  renderMarkdown,
} from '../markdown';

/** Loads KaTeX (and its styles) the first time a reply holds math, then re-renders. */
function useMathLoader(pending: boolean): number {
  const { root } = useAssistant();
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    void Promise.all([loadMathRenderer(), ensureMathStyles(root)]).then(
      () => live && setRevision((value) => value + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pending, root]);
  return revision;
}

/** A finished reply: rendered once per content (and once more when KaTeX arrives). */
export const MarkdownContent = memo(function MarkdownContent({ content }: { content: string }) {
  const [mathRevision, setMathRevision] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mathRevision re-renders after KaTeX loads.
  const html = useMemo(() => renderMarkdown(content), [content, mathRevision]);
  const loaded = useMathLoader(hasPendingMath(html));
  useEffect(() => {
    if (loaded > 0) setMathRevision(loaded);
  }, [loaded]);
  const ref = useRef<HTMLDivElement>(null);
  // Formula layout comes as data-katex-style (a strict style-src drops style attributes in inserted
  // HTML, not CSSOM styles): apply it right after React has set the HTML, before paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time React replaces the HTML.
  useLayoutEffect(() => {
    if (ref.current) applyMathStyles(ref.current);
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown's output is sanitised by an allow-list.
  return <div ref={ref} className="edu-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * A reply while it streams: finished blocks are appended to the DOM once and never re-rendered;
 * only the unfinished tail is replaced on each update (linear work in the reply's length).
 */
export function StreamingMarkdownContent({ content }: { content: string }) {
  const stableRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const renderer = useMemo(() => createStreamingMarkdown(), []);
  const [mathPending, setMathPending] = useState(false);
  const loaded = useMathLoader(mathPending);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` re-renders formulas after KaTeX arrives.
  useLayoutEffect(() => {
    const stable = stableRef.current;
    const live = liveRef.current;
    if (!stable || !live) return;
    const update = renderer.update(content);
    if (update.stableReplaced) {
      stable.innerHTML = update.stableHtml;
      applyMathStyles(stable);
    } else if (update.appendedStableHtml) {
      // Only the appended blocks: the earlier ones have their styles, and the work stays linear.
      const previousLast = stable.lastChild;
      stable.insertAdjacentHTML('beforeend', update.appendedStableHtml);
      let node = previousLast ? previousLast.nextSibling : stable.firstChild;
      for (; node !== null; node = node.nextSibling) {
        if (node instanceof Element) applyMathStyles(node);
      }
    }
    live.innerHTML = update.liveHtml;
    applyMathStyles(live);
    setMathPending(update.mathPending);
  }, [content, renderer, loaded]);

  return (
    <div className="edu-markdown">
      <div ref={stableRef} className="contents" />
      <div ref={liveRef} className="contents" />
    </div>
  );
}
