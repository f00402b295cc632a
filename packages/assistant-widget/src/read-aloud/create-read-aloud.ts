import type { Synthesizer } from '@edu/speech';
import { rateToSpeed } from '../logic/read-aloud-rate';
import {
  initialReadAloudState,
  type ReadAloudAction,
  type ReadAloudEffect,
  type ReadAloudEvent,
  type ReadAloudState,
  reduceReadAloud,
} from '../logic/reduce-read-aloud';

/** The volume the page is read at (the voice explanation's, SPEC §9). */
const READ_ALOUD_VOLUME = 100;

export interface ReadAloud {
  getSnapshot(): ReadAloudState;
  subscribe(listener: () => void): () => void;
  start(): void;
  pause(): void;
  resume(): void;
  setRate(rate: number): void;
  stop(): void;
  dispose(): void;
}

/**
 * Reads sentences aloud one by one on the instance's synthesizer (issue #16), running
 * `reduceReadAloud` and performing its effects: each sentence is highlighted as it is spoken, a
 * synthesizer failure, or another reading taking the synthesizer (the voice explanation, the speech
 * chat), stops it.
 */
export function createReadAloud(options: {
  synthesizer: Synthesizer;
  sentences: readonly string[];
  /** Highlights sentence `index` (and scrolls to it). */
  highlight(index: number): void;
  clearHighlight(): void;
  /** Every user-visible change, for the host's `read-page` event. */
  onAction(action: ReadAloudAction, state: ReadAloudState): void;
}): ReadAloud {
  const { synthesizer } = options;
  let state = initialReadAloudState(options.sentences.length);
  let ownJob: number | undefined;
  /** True while this reading starts a job, so its own state changes are not taken for a takeover. */
  let starting = false;
  const listeners = new Set<() => void>();

  const perform = (effect: ReadAloudEffect) => {
    switch (effect.type) {
      case 'speak':
        starting = true;
        synthesizer.setParams({ speed: rateToSpeed(effect.rate), volume: READ_ALOUD_VOLUME });
        synthesizer.start(options.sentences[effect.sentence] ?? '');
        ownJob = synthesizer.getSnapshot().jobId;
        starting = false;
        options.highlight(effect.sentence);
        return;
      case 'cancel':
        if (ownJob !== undefined && synthesizer.getSnapshot().jobId === ownJob) synthesizer.stop();
        ownJob = undefined;
        return;
      case 'clearHighlight':
        options.clearHighlight();
        return;
      case 'emit':
        options.onAction(effect.action, state);
        return;
      default:
        effect satisfies never;
    }
  };

  const dispatch = (event: ReadAloudEvent) => {
    const result = reduceReadAloud(state, event);
    const changed = result.state !== state;
    state = result.state;
    for (const effect of result.effects) perform(effect);
    if (changed) for (const listener of [...listeners]) listener();
  };

  const offEnd = synthesizer.on('audioEnd', ({ jobId }) => {
    if (jobId === ownJob) dispatch({ type: 'sentenceEnded' });
  });
  const offError = synthesizer.on('error', ({ jobId }) => {
    if (jobId === ownJob) dispatch({ type: 'stop' });
  });
  const offState = synthesizer.subscribe(() => {
    if (starting || state.status !== 'reading' || ownJob === undefined) return;
    if (synthesizer.getSnapshot().jobId !== ownJob) dispatch({ type: 'stop' });
  });

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => dispatch({ type: 'start' }),
    pause: () => dispatch({ type: 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    setRate: (rate) => dispatch({ type: 'setRate', rate }),
    stop: () => dispatch({ type: 'stop' }),
    dispose() {
      dispatch({ type: 'stop' });
      offEnd();
      offError();
      offState();
      listeners.clear();
    },
  };
}
