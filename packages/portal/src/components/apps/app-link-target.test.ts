import { describe, expect, it } from 'vitest';
import { appLinkTargetOf } from './app-link-target';

describe('appLinkTargetOf', () => {
  it.each([
    { linkUrl: '/hdym', openMode: undefined, expected: { kind: 'route', href: '/hdym', newTab: false } },
    { linkUrl: '/hdym', openMode: 'self', expected: { kind: 'route', href: '/hdym', newTab: false } },
    { linkUrl: '/hdym', openMode: 'blank', expected: { kind: 'route', href: '/hdym', newTab: true } },
    {
      linkUrl: 'https://basic.smartedu.cn',
      openMode: undefined,
      expected: { kind: 'external', href: 'https://basic.smartedu.cn', newTab: true },
    },
    {
      linkUrl: 'https://basic.smartedu.cn',
      openMode: 'self',
      expected: { kind: 'external', href: 'https://basic.smartedu.cn', newTab: false },
    },
    {
      linkUrl: 'https://basic.smartedu.cn',
      openMode: 'window',
      expected: { kind: 'external', href: 'https://basic.smartedu.cn', newTab: true },
    },
    { linkUrl: '/resource', openMode: 'top', expected: { kind: 'route', href: '/resource', newTab: false } },
    { linkUrl: '', openMode: 'blank', expected: { kind: 'none' } },
    { linkUrl: 'javascript:alert(1)', openMode: 'self', expected: { kind: 'none' } },
    { linkUrl: '//evil.example', openMode: 'blank', expected: { kind: 'none' } },
  ])('$linkUrl opened "$openMode" → $expected.kind, new tab: $expected.newTab', ({ linkUrl, openMode, expected }) => {
    expect(appLinkTargetOf({ linkUrl, openMode })).toEqual(expected);
  });
});
