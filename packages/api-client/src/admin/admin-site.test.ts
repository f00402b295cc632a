import { describe, expect, it } from 'vitest';
import { appOpenModeOf } from './admin-site';

describe('appOpenModeOf', () => {
  it.each([
    { stored: 'self', linkUrl: 'https://basic.smartedu.cn', expected: 'self' },
    { stored: 'blank', linkUrl: '/resource', expected: 'blank' },
    { stored: undefined, linkUrl: '/resource', expected: 'self' },
    { stored: undefined, linkUrl: ' HTTPS://www.moe.gov.cn', expected: 'blank' },
    { stored: undefined, linkUrl: '', expected: 'self' },
    { stored: 'popup', linkUrl: 'https://basic.smartedu.cn', expected: 'blank' },
    { stored: 'popup', linkUrl: '/hdym', expected: 'self' },
    { stored: 1, linkUrl: '/hdym', expected: 'self' },
  ])('$stored for $linkUrl → $expected', ({ stored, linkUrl, expected }) => {
    expect(appOpenModeOf(stored, linkUrl)).toBe(expected);
  });
});
