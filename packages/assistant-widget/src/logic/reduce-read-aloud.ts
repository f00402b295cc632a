/** The page read-aloud's status (issue #16). */
type ReadAloudStatus = 'reading' | 'paused' | 'stopped' | 'ended';

export interface ReadAloudState {
  status: ReadAloudStatus;
  /** The sentence being read (or paused in), 0-based. */
  sentence: number;
  /** How many sentences the page has. */
  count: number;
  /** Speed as a multiple of normal speech. */
  rate: number;
}

/** What the host hears about (the `read-page` event's `action`). */
export type ReadAloudAction = 'start' | 'pause' | 'resume' | 'rate' | 'stop' | 'end';

export type ReadAloudEvent =
  | { type: 'start' }
  /** The synthesizer finished the current sentence. */
  | { type: 'sentenceEnded' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'setRate'; rate: number }
  /** The user stopped, the page changed, or the engine failed or was taken by another reading. */
  | { type: 'stop' };

export type ReadAloudEffect =
  /** Speak the sentence at `rate` and highlight it (interrupting whatever this reading was saying). */
  | { type: 'speak'; sentence: number; rate: number }
  | { type: 'cancel' }
  | { type: 'clearHighlight' }
  | { type: 'emit'; action: ReadAloudAction };

/** A fresh reading of `count` sentences, not started. */
export function initialReadAloudState(count: number, rate = 1): ReadAloudState {
  return { status: 'stopped', sentence: 0, count, rate };
}

const same = (state: ReadAloudState) => ({ state, effects: [] as ReadAloudEffect[] });

/**
 * The read-aloud as data: one sentence at a time, so the highlight follows the voice with any engine
 * (Web Speech or xfyun give no word positions) and a pause or a new speed resumes at the start of the
 * sentence it interrupted. Ended and stopped readings take no further events but `start`.
 */
export function reduceReadAloud(
  state: ReadAloudState,
  event: ReadAloudEvent,
): { state: ReadAloudState; effects: ReadAloudEffect[] } {
  switch (event.type) {
    case 'start': {
      if (state.count === 0) return same(state);
      const next = { ...state, status: 'reading' as const, sentence: 0 };
      return {
        state: next,
        effects: [
          { type: 'speak', sentence: 0, rate: state.rate },
          { type: 'emit', action: 'start' },
        ],
      };
    }
    case 'sentenceEnded': {
      if (state.status !== 'reading') return same(state);
      const sentence = state.sentence + 1;
      if (sentence >= state.count) {
        return {
          state: { ...state, status: 'ended' },
          effects: [{ type: 'clearHighlight' }, { type: 'emit', action: 'end' }],
        };
      }
      return { state: { ...state, sentence }, effects: [{ type: 'speak', sentence, rate: state.rate }] };
    }
    case 'pause':
      if (state.status !== 'reading') return same(state);
      return {
        state: { ...state, status: 'paused' },
        effects: [{ type: 'cancel' }, { type: 'emit', action: 'pause' }],
      };
    case 'resume':
      if (state.status !== 'paused') return same(state);
      return {
        state: { ...state, status: 'reading' },
        effects: [
          { type: 'speak', sentence: state.sentence, rate: state.rate },
          { type: 'emit', action: 'resume' },
        ],
      };
    case 'setRate': {
      if (event.rate === state.rate || state.status === 'stopped' || state.status === 'ended') {
        return same({ ...state, rate: event.rate });
      }
      const next = { ...state, rate: event.rate };
      const restart: ReadAloudEffect[] =
        state.status === 'reading' ? [{ type: 'speak', sentence: state.sentence, rate: event.rate }] : [];
      return { state: next, effects: [...restart, { type: 'emit', action: 'rate' }] };
    }
    case 'stop':
      if (state.status !== 'reading' && state.status !== 'paused') return same(state);
      return {
        state: { ...state, status: 'stopped' },
        effects: [{ type: 'cancel' }, { type: 'clearHighlight' }, { type: 'emit', action: 'stop' }],
      };
    default:
      return event satisfies never;
  }
}
