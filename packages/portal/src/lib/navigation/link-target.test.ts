import { describe, expect, it } from 'vitest';
import { linkTargetOf } from './link-target';

describe('linkTargetOf', () => {
  it.each([
    { address: '/hdym', expected: { kind: 'route', href: '/hdym' } },
    { address: ' /resource?keyword=数学 ', expected: { kind: 'route', href: '/resource?keyword=数学' } },
    { address: 'https://basic.smartedu.cn', expected: { kind: 'external', href: 'https://basic.smartedu.cn' } },
    { address: 'HTTP://www.moe.gov.cn/', expected: { kind: 'external', href: 'HTTP://www.moe.gov.cn/' } },
    { address: '//evil.example/x', expected: { kind: 'none' } },
    { address: '/\\evil.example', expected: { kind: 'none' } },
    { address: 'https:///evil', expected: { kind: 'none' } },
    { address: 'javascript:alert(1)', expected: { kind: 'none' } },
    { address: 'data:text/html,<script>', expected: { kind: 'none' } },
    { address: 'hdym', expected: { kind: 'none' } },
    { address: '', expected: { kind: 'none' } },
    { address: null, expected: { kind: 'none' } },
    { address: undefined, expected: { kind: 'none' } },
  ])('$address → $expected.kind', ({ address, expected }) => {
    expect(linkTargetOf(address)).toEqual(expected);
  });
});
