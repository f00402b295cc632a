import { describe, expect, it } from 'vitest';
import { isPathAllowed, isUserAllowed, matchesPathEntry, parseRuleList } from './path-rules';

describe('parseRuleList', () => {
  it.each([
    [null, []],
    ['', []],
    [' /index , /zhsj ,, ', ['/index', '/zhsj']],
    ['/a', ['/a']],
  ])('%j → %j', (value, expected) => {
    expect(parseRuleList(value)).toEqual(expected);
  });
});

describe('matchesPathEntry', () => {
  it.each([
    ['/zhsj', '/zhsj', true],
    ['/zhsj/', '/zhsj', true],
    ['/zhsj/article/3', '/zhsj', true],
    ['/zhsjx', '/zhsj', false],
    ['/index', '/zhsj', false],
    ['/anything', '/', true],
    ['/contest/list', '/contest/*', true],
    ['/contest', '/contest/*', false],
    ['/three-studio/detail', '*three-*', true],
    ['/lyyk/article/9', '/lyyk/article/*', true],
    ['/a.b', '/a.b', true],
    ['/aXb', '/a.b', false],
  ])('%s against %s → %s', (path, entry, expected) => {
    expect(matchesPathEntry(path, entry)).toBe(expected);
  });
});

describe('isPathAllowed (SPEC reading A)', () => {
  const readingA = {
    include: ['/index', '/zhsj', '/resource', '/contest/list', '/lyyk', '/three-studio', '/application'],
    exclude: ['/login', '/404'],
  };
  it.each([
    ['/index', true],
    ['/zhsj/article/1', true],
    ['/contest/list', true],
    ['/contest/result', false],
    ['/three-studio/school', true],
    ['/application', true],
    ['/login', false],
    ['/404', false],
    ['/personal', false],
  ])('include decides: %s → %s', (path, expected) => {
    expect(isPathAllowed(path, readingA)).toBe(expected);
  });

  it.each([
    ['/index', true],
    ['/personal', true],
    ['/login', false],
    ['/login/callback', false],
    ['/404', false],
  ])('without include the exclude list decides: %s → %s', (path, expected) => {
    expect(isPathAllowed(path, { include: [], exclude: ['/login', '/404'] })).toBe(expected);
  });

  it('shows everywhere without rules', () => {
    expect(isPathAllowed('/whatever', { include: [], exclude: [] })).toBe(true);
  });
});

describe('isUserAllowed (SPEC reading B)', () => {
  it.each([
    [undefined, [], true],
    ['u1', [], true],
    [undefined, ['u1'], false],
    ['', ['u1'], false],
    ['u1', ['u1', 'u2'], true],
    ['u3', ['u1', 'u2'], false],
  ] as const)('uid %j with %j → %s', (uid, allowed, expected) => {
    expect(isUserAllowed(uid, allowed)).toBe(expected);
  });
});
