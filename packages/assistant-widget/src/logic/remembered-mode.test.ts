import { describe, expect, it } from 'vitest';
import { type ModeAskedFor, type ModeMemory, recallMode, rememberMode } from './remembered-mode';

/** A memory over one stored value, asked for `now` (tests change it to sign another user in). */
function memory(initial: string | null = null) {
  const state = { stored: initial, now: { uid: '10001', siteMode: undefined } as ModeAskedFor };
  const store: ModeMemory = {
    read: () => state.stored,
    write: (value) => {
      state.stored = value;
    },
    askedFor: () => state.now,
  };
  return { state, store };
}

describe('remembered mode', () => {
  it('recalls the mode answered for the same user and site', () => {
    const { store } = memory();
    rememberMode(store, 'teacher');
    expect(recallMode(store)).toBe('teacher');
  });

  it('recalls a mode for a site that asked for one', () => {
    const { state, store } = memory();
    state.now = { uid: '10001', siteMode: 'primary' };
    rememberMode(store, 'primary');
    expect(recallMode(store)).toBe('primary');
  });

  it.each<[string, ModeAskedFor]>([
    ['another user since', { uid: '20002', siteMode: undefined }],
    ['a visitor now', { uid: undefined, siteMode: undefined }],
    ['another site mode', { uid: '10001', siteMode: 'secondary' }],
  ])('recalls nothing for %s', (_label, now) => {
    const { state, store } = memory();
    rememberMode(store, 'teacher');
    state.now = now;
    expect(recallMode(store)).toBeUndefined();
  });

  it.each([null, 'admin|10001|', 'teacher', 'teacher|10001'])('recalls nothing from %j', (stored) => {
    expect(recallMode(memory(stored).store)).toBeUndefined();
  });
});
