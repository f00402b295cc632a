import { describe, expect, it } from 'vitest';
import { decodeRememberedMode, encodeRememberedMode, type ModeAskedFor } from './remembered-mode';

const teacher: ModeAskedFor = { uid: '10001', siteMode: undefined };

describe('remembered mode', () => {
  it.each([
    [{ mode: 'teacher', teacherTools: true }, teacher],
    [{ mode: 'teacher', teacherTools: false }, teacher],
    [
      { mode: 'primary', teacherTools: false },
      { uid: '10001', siteMode: 'primary' },
    ],
  ] as const)('reads back %j answered for the same user and site', (answer, askedFor) => {
    expect(decodeRememberedMode(encodeRememberedMode(answer, askedFor), askedFor)).toEqual(answer);
  });

  it.each<[string, ModeAskedFor]>([
    ['another user since', { uid: '20002', siteMode: undefined }],
    ['a visitor now', { uid: undefined, siteMode: undefined }],
    ['another site mode', { uid: '10001', siteMode: 'secondary' }],
  ])('is no answer for %s', (_label, now) => {
    expect(decodeRememberedMode(encodeRememberedMode({ mode: 'teacher', teacherTools: true }, teacher), now)).toBe(
      undefined,
    );
  });

  it.each([null, 'admin|10001|', 'teacher+tools', 'teacher|10001', '+tools|10001|'])(
    'is no answer from %j',
    (stored) => {
      expect(decodeRememberedMode(stored, teacher)).toBeUndefined();
    },
  );
});
