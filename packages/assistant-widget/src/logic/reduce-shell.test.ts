import { describe, expect, it } from 'vitest';
import { INITIAL_SHELL_STATE, reduceShell, type ShellEvent, type ShellState } from './reduce-shell';

const absent = INITIAL_SHELL_STATE;
const loading: ShellState = { app: 'loading', pendingOpen: false };
const loadingOpen: ShellState = { app: 'loading', pendingOpen: true };
const failed: ShellState = { app: 'failed', pendingOpen: false };
const failedOpen: ShellState = { app: 'failed', pendingOpen: true };
const ready: ShellState = { app: 'ready', pendingOpen: false };

describe('reduceShell', () => {
  it.each<[string, ShellState, ShellEvent, ShellState, unknown[]]>([
    ['intent starts the load', absent, { type: 'intent' }, loading, [{ type: 'load' }]],
    ['a second intent does not load twice', loading, { type: 'intent' }, loading, []],
    [
      'a bubble action before any intent loads, opens the loading panel and puts the question in it',
      absent,
      { type: 'ask', question: 'Q' },
      loadingOpen,
      [{ type: 'load' }, { type: 'show-pending', status: 'loading' }, { type: 'pend-question', question: 'Q' }],
    ],
    [
      'a bubble action while loading does not load twice',
      loading,
      { type: 'ask', question: 'Q' },
      loadingOpen,
      [
        { type: 'show-pending', status: 'loading' },
        { type: 'pend-question', question: 'Q' },
      ],
    ],
    [
      'a bubble action after a failure loads again',
      failedOpen,
      { type: 'ask', question: 'Q' },
      loadingOpen,
      [{ type: 'load' }, { type: 'show-pending', status: 'loading' }, { type: 'pend-question', question: 'Q' }],
    ],
    [
      'a bubble action once ready is the app’s',
      ready,
      { type: 'ask', question: 'Q' },
      ready,
      [{ type: 'ask-app', question: 'Q' }],
    ],
    ['intent after a failure waits for a click', failed, { type: 'intent' }, failed, []],
    ['intent once ready does nothing', ready, { type: 'intent' }, ready, []],
    [
      'a click before any intent loads and shows the loading panel',
      absent,
      { type: 'toggle' },
      loadingOpen,
      [{ type: 'load' }, { type: 'show-pending', status: 'loading' }],
    ],
    [
      'a click while loading shows the loading panel without a second load',
      loading,
      { type: 'toggle' },
      loadingOpen,
      [{ type: 'show-pending', status: 'loading' }],
    ],
    ['a second click closes the loading panel', loadingOpen, { type: 'toggle' }, loading, [{ type: 'hide-pending' }]],
    ['the close button closes it too', loadingOpen, { type: 'close' }, loading, [{ type: 'hide-pending' }]],
    ['close with nothing open does nothing', loading, { type: 'close' }, loading, []],
    [
      'a click after a failure loads again',
      failed,
      { type: 'toggle' },
      loadingOpen,
      [{ type: 'load' }, { type: 'show-pending', status: 'loading' }],
    ],
    ['a click once ready is the app’s', ready, { type: 'toggle' }, ready, [{ type: 'toggle-app' }]],
    [
      'connecting with the loading panel open hands over and opens',
      loadingOpen,
      { type: 'connected' },
      ready,
      [{ type: 'hand-over', open: true }],
    ],
    [
      'connecting after an intent only hands over',
      loading,
      { type: 'connected' },
      ready,
      [{ type: 'hand-over', open: false }],
    ],
    [
      'a failure with the loading panel open says so in it',
      loadingOpen,
      { type: 'failed' },
      failedOpen,
      [{ type: 'show-pending', status: 'failed' }],
    ],
    ['a failure of an intent load is quiet', loading, { type: 'failed' }, failed, []],
    [
      'retry loads again and shows the loading state',
      failedOpen,
      { type: 'retry' },
      loadingOpen,
      [{ type: 'load' }, { type: 'show-pending', status: 'loading' }],
    ],
    ['retry while loading does nothing', loadingOpen, { type: 'retry' }, loadingOpen, []],
  ])('%s', (_label, state, event, next, effects) => {
    expect(reduceShell(state, event)).toEqual({ state: next, effects });
  });

  it('a click, a second click and a third while loading end open, having loaded once', () => {
    let state = absent;
    const effects: string[] = [];
    for (const event of [{ type: 'intent' }, { type: 'toggle' }, { type: 'toggle' }, { type: 'toggle' }] as const) {
      const result = reduceShell(state, event);
      state = result.state;
      effects.push(...result.effects.map((effect) => effect.type));
    }
    expect(state).toEqual(loadingOpen);
    expect(effects.filter((type) => type === 'load')).toHaveLength(1);
    expect(reduceShell(state, { type: 'connected' }).effects).toEqual([{ type: 'hand-over', open: true }]);
  });
});
