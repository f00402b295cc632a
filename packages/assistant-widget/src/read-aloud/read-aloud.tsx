import type { Synthesizer } from '@edu/speech';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { adoptStyles } from '../element/adopt-styles';
import { subscribeNavigation } from '../element/subscribe-navigation';
import { useAssistant } from '../hooks/assistant-context';
import type { ReadAloudState } from '../logic/reduce-read-aloud';
import { segmentSentences } from '../logic/segment-sentences';
import { createReadAloud, type ReadAloud as ReadAloudSession } from './create-read-aloud';
import { extractPageText } from './extract-page-text';
import { createPageHighlight } from './page-highlight';
import css from './read-aloud.css?inline';
import { ReadAloudBar } from './read-aloud-bar';

/** Shown when the page has no main text to read. */
const NOTHING_TO_READ = '本页没有可以朗读的正文';
/** Shown when the speech code could not be fetched (the widget's own text). */
const SPEECH_LOAD_FAILED = '朗读功能加载失败，请检查网络后重试。';

/**
 * '朗读本页' (issue #16), in its own chunk with @mozilla/readability, loaded when the button is first
 * pressed: extracts the page's main text from a clone, reads it sentence by sentence on the widget's
 * speech engine (`useAssistant().voice`: Web Speech, or xfyun when the server signs URLs), highlights the sentence being read
 * with the CSS Custom Highlight API and scrolls to it, and offers pause/resume, speed and stop. It
 * stops on SPA navigation and when unmounted; `onFinished` is called once it has stopped or ended.
 */
export default function ReadAloud({ onFinished }: { onFinished(): void }) {
  const { instance, root, voice } = useAssistant();
  const [state, setState] = useState<ReadAloudState | undefined>(undefined);
  const [title, setTitle] = useState('');
  const session = useRef<ReadAloudSession | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useLayoutEffect(() => (root instanceof ShadowRoot ? adoptStyles(root, css) : undefined), [root]);

  useEffect(() => {
    const host = root instanceof ShadowRoot ? root.host : undefined;
    const page = host ? extractPageText(document, host) : undefined;
    const sentences = page ? segmentSentences(page.pieces) : [];
    if (!host || !page || sentences.length === 0) {
      instance.toast(NOTHING_TO_READ, 'info');
      finished.current();
      return;
    }
    const read = (synthesizer: Synthesizer) => {
      const highlight = createPageHighlight(host);
      const rangesOf = (index: number) =>
        (sentences[index]?.parts ?? []).flatMap(({ piece, start, end }) => {
          const node = page.nodes[piece];
          if (!node?.isConnected) return [];
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          return [range];
        });
      const reading = createReadAloud({
        synthesizer,
        sentences: sentences.map((sentence) => sentence.text),
        highlight: (index) => highlight.show(rangesOf(index)),
        clearHighlight: () => highlight.clear(),
        onAction: (action, now) =>
          instance.emit('read-page', {
            action,
            title: page.title,
            sentence: now.sentence,
            sentences: now.count,
            rate: now.rate,
          }),
      });
      session.current = reading;
      setTitle(page.title);
      const unsubscribe = reading.subscribe(() => setState(reading.getSnapshot()));
      // The reading belongs to the page it was started on.
      const offNavigation = subscribeNavigation(() => reading.stop());
      reading.start();
      setState(reading.getSnapshot());
      return () => {
        offNavigation();
        unsubscribe();
        reading.dispose();
        highlight.clear();
        session.current = undefined;
      };
    };
    // The engine is the widget's (the voice explanation's too); pressing 朗读本页 started loading it.
    let stop: (() => void) | undefined;
    let cancelled = false;
    voice.load().then(
      (loaded) => {
        if (!cancelled) stop = read(loaded.engine.synthesizer);
      },
      () => {
        if (cancelled) return;
        instance.toast(SPEECH_LOAD_FAILED, 'error');
        finished.current();
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [instance, root, voice]);

  const status = state?.status;
  useEffect(() => {
    if (status === 'stopped' || status === 'ended') finished.current();
  }, [status]);
  // Keyboard users land on the controls of what they just started.
  const started = status !== undefined;
  useEffect(() => {
    if (started) toggleRef.current?.focus();
  }, [started]);

  if (!state || (state.status !== 'reading' && state.status !== 'paused')) return null;
  return (
    <ReadAloudBar
      title={title}
      state={state}
      toggleRef={toggleRef}
      onPause={() => session.current?.pause()}
      onResume={() => session.current?.resume()}
      onRate={(rate) => session.current?.setRate(rate)}
      onStop={() => session.current?.stop()}
    />
  );
}
