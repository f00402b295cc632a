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
  it('recalls the mode answered for the same user and site, with its teacher tools', () => {
    const { store } = memory();
    rememberMode(store, { mode: 'teacher', teacherTools: true });
    expect(recallMode(store)).toEqual({ mode: 'teacher', teacherTools: true });
    rememberMode(store, { mode: 'teacher', teacherTools: false });
    expect(recallMode(store)).toEqual({ mode: 'teacher', teacherTools: false });
  });

  it('recalls a mode for a site that asked for one', () => {
    const { state, store } = memory();
    state.now = { uid: '10001', siteMode: 'primary' };
    rememberMode(store, { mode: 'primary', teacherTools: false });
    expect(recallMode(store)).toEqual({ mode: 'primary', teacherTools: false });
  });

  it.each<[string, ModeAskedFor]>([
    ['another user since', { uid: '20002', siteMode: undefined }],
    ['a visitor now', { uid: undefined, siteMode: undefined }],
    ['another site mode', { uid: '10001', siteMode: 'secondary' }],
  ])('recalls nothing for %s', (_label, now) => {
    const { state, store } = memory();
    rememberMode(store, { mode: 'teacher', teacherTools: true });
    state.now = now;
    expect(recallMode(store)).toBeUndefined();
  });

  it.each([null, 'admin|10001|', 'teacher+tools', 'teacher|10001', '+tools|10001|'])(
    'recalls nothing from %j',
    (stored) => {
      expect(recallMode(memory(stored).store)).toBeUndefined();
    },
  );
});
