import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect-target';

const ORIGIN = 'http://127.0.0.1:8093';

describe('safeRedirectTarget', () => {
  it.each([
    { target: '/index', expected: '/index' },
    { target: '/information?type=2#list', expected: '/information?type=2#list' },
    { target: 'detial/5', expected: '/detial/5' },
    { target: `${ORIGIN}/jhmessage`, expected: '/jhmessage' },
    { target: '/%E8%B5%84%E8%AE%AF', expected: '/%E8%B5%84%E8%AE%AF' },
    { target: 'https://evil.example/index', expected: undefined },
    { target: '//evil.example/index', expected: undefined },
    { target: '/\\evil.example', expected: undefined },
    { target: '/%5Cevil.example', expected: undefined },
    { target: 'javascript:alert(1)', expected: undefined },
    { target: '/index\n', expected: undefined },
    { target: '/index%0d%0aSet-Cookie:x', expected: undefined },
    { target: '/in dex', expected: undefined },
    { target: '/index%20', expected: undefined },
    { target: '/%E0%A4%A', expected: undefined },
    { target: 'http://127.0.0.1:9999/index', expected: undefined },
  ])('$target → $expected', ({ target, expected }) => {
    expect(safeRedirectTarget(target, ORIGIN)).toBe(expected);
  });
});
