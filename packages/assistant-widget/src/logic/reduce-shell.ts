/**
 * The launcher's side of the split (issue #36): the page first gets only the launcher; the panel's code
 * (React, the panel, the API client) is loaded on the visitor's first sign of intent. This reducer decides
 * what the launcher (and the selection bubble) do with each gesture while that code is absent, loading,
 * there or failed to arrive.
 *
 * Invariant: a click is never dropped. Before the app is ready, a click opens (or closes again) the
 * loading panel, which holds what the user types, and a bubble's action puts its question there; the app
 * takes them over when it connects.
 */
type AppStatus = 'absent' | 'loading' | 'ready' | 'failed';

export interface ShellState {
  app: AppStatus;
  /** The user asked for the panel before the app was ready: the loading panel shows. */
  pendingOpen: boolean;
}

export type ShellEvent =
  /** Pointer over the launcher, focus on it, or a touch on it. */
  | { type: 'intent' }
  /** A click on the launcher (or Enter/Space on it). */
  | { type: 'toggle' }
  /** An action of the selection bubble: the panel opens and asks `question` (the selection quoted). */
  | { type: 'ask'; question: string }
  /** The loading panel's close button or Escape. */
  | { type: 'close' }
  /** The loading panel's retry button, after a failed load. */
  | { type: 'retry' }
  /** The app has mounted and connected. */
  | { type: 'connected' }
  | { type: 'failed' };

export type ShellEffect =
  | { type: 'load' }
  /** Draws the loading panel (or updates it) in this state. */
  | { type: 'show-pending'; status: 'loading' | 'failed' }
  | { type: 'hide-pending' }
  /**
   * Hands over to the app: it takes what the loading panel holds (a typed question, a pressed Enter) and,
   * with `open`, opens its panel in the loading panel's place.
   */
  | { type: 'hand-over'; open: boolean }
  | { type: 'toggle-app' }
  /** Puts `question` in the loading panel, to be sent as soon as the app is there. */
  | { type: 'pend-question'; question: string }
  /** The app opens its panel and asks `question`. */
  | { type: 'ask-app'; question: string };

export const INITIAL_SHELL_STATE: ShellState = { app: 'absent', pendingOpen: false };

/** Loading starts, or starts again after a failure; a load already under way or done is left alone. */
function startLoad(state: ShellState): { state: ShellState; effects: ShellEffect[] } {
  if (state.app === 'absent' || state.app === 'failed')
    return { state: { ...state, app: 'loading' }, effects: [{ type: 'load' }] };
  return { state, effects: [] };
}

/** The next state and the effects to perform at the edge (the DOM, the import). */
export function reduceShell(state: ShellState, event: ShellEvent): { state: ShellState; effects: ShellEffect[] } {
  switch (event.type) {
    case 'intent':
      // A failed load waits for a click or a retry: hovering again should not hammer a broken network.
      return state.app === 'absent' ? startLoad(state) : { state, effects: [] };
    case 'toggle': {
      if (state.app === 'ready') return { state, effects: [{ type: 'toggle-app' }] };
      if (state.pendingOpen) return { state: { ...state, pendingOpen: false }, effects: [{ type: 'hide-pending' }] };
      const loading = startLoad({ ...state, pendingOpen: true });
      return { state: loading.state, effects: [...loading.effects, { type: 'show-pending', status: 'loading' }] };
    }
    case 'ask': {
      const { question } = event;
      if (state.app === 'ready') return { state, effects: [{ type: 'ask-app', question }] };
      const loading = startLoad({ ...state, pendingOpen: true });
      return {
        state: loading.state,
        effects: [...loading.effects, { type: 'show-pending', status: 'loading' }, { type: 'pend-question', question }],
      };
    }
    case 'close':
      if (!state.pendingOpen) return { state, effects: [] };
      return { state: { ...state, pendingOpen: false }, effects: [{ type: 'hide-pending' }] };
    case 'retry': {
      if (state.app !== 'failed') return { state, effects: [] };
      const loading = startLoad(state);
      const shown: ShellEffect[] = state.pendingOpen ? [{ type: 'show-pending', status: 'loading' }] : [];
      return { state: loading.state, effects: [...loading.effects, ...shown] };
    }
    case 'connected':
      return {
        state: { app: 'ready', pendingOpen: false },
        effects: [{ type: 'hand-over', open: state.pendingOpen }],
      };
    case 'failed':
      if (state.app !== 'loading') return { state, effects: [] };
      return {
        state: { ...state, app: 'failed' },
        effects: state.pendingOpen ? [{ type: 'show-pending', status: 'failed' }] : [],
      };
    default:
      return event satisfies never;
  }
}
