import { describe, expect, it } from 'vitest';
import { isPasswordExpired } from './password-expiry';

describe('isPasswordExpired', () => {
  it.each([
    { pwdIsExpire: 1, expected: true },
    { pwdIsExpire: '1', expected: true },
    { pwdIsExpire: true, expected: true },
    { pwdIsExpire: 0, expected: false },
    { pwdIsExpire: '0', expected: false },
    { pwdIsExpire: undefined, expected: false },
    { pwdIsExpire: null, expected: false },
  ])('$pwdIsExpire → $expected', ({ pwdIsExpire, expected }) => {
    expect(isPasswordExpired({ userName: '孙晓梅', pwdIsExpire })).toBe(expected);
  });
});
