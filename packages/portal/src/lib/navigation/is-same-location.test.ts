import { describe, expect, it } from 'vitest';
import { isSameLocation } from './is-same-location';

describe('isSameLocation', () => {
  it.each([
    { target: '/index', pathname: '/index', search: '', expected: true },
    { target: '/index?', pathname: '/index', search: '', expected: true },
    { target: '/index#news', pathname: '/index', search: '', expected: true },
    { target: '/information?type=2', pathname: '/information', search: '?type=2', expected: true },
    { target: '/information?type=2', pathname: '/information', search: 'type=2', expected: true },
    { target: '/information?type=3', pathname: '/information', search: '?type=2', expected: false },
    { target: '/information', pathname: '/information', search: '?type=2', expected: false },
    { target: '/detial/5', pathname: '/detial/6', search: '', expected: false },
  ])('$target vs $pathname$search → $expected', ({ target, pathname, search, expected }) => {
    expect(isSameLocation(target, { pathname, search })).toBe(expected);
  });
});
