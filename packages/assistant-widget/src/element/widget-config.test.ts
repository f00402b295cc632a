import { describe, expect, it } from 'vitest';
import { parseUser, parseWidgetConfig } from './widget-config';

describe('parseWidgetConfig', () => {
  it('fills defaults', () => {
    expect(parseWidgetConfig({})).toEqual({
      apiBase: '/ai',
      include: [],
      exclude: [],
      allowedUsers: [],
      model: 'junheng',
      siteName: '叶县教育公共服务平台',
      user: undefined,
    });
  });

  it('parses attribute strings', () => {
    const config = parseWidgetConfig({
      apiBase: 'https://edu.example/ai/',
      include: '/index, /zhsj',
      exclude: '/login',
      allowedUsers: 'u1,u2',
      model: 'deepseek',
      siteName: ' 我的平台 ',
      uid: 'u1',
      token: 't',
    });
    expect(config).toEqual({
      apiBase: 'https://edu.example/ai',
      include: ['/index', '/zhsj'],
      exclude: ['/login'],
      allowedUsers: ['u1', 'u2'],
      model: 'deepseek',
      siteName: '我的平台',
      user: { uid: 'u1', token: 't' },
    });
  });

  it.each([
    [{ model: 'gpt' }, 'junheng'],
    [{ model: 3 }, 'junheng'],
  ])('an unknown model %j falls back to junheng', (raw, expected) => {
    expect(parseWidgetConfig(raw).model).toBe(expected);
  });

  it('ignores wrongly typed values instead of throwing', () => {
    const config = parseWidgetConfig({ include: 42, apiBase: {}, allowedUsers: ['a', ' b '] });
    expect(config.include).toEqual([]);
    expect(config.apiBase).toBe('/ai');
    expect(config.allowedUsers).toEqual(['a', 'b']);
  });

  it('prefers the user property over uid and token attributes', () => {
    expect(parseWidgetConfig({ uid: 'x', user: { uid: 7, name: '张老师', token: 'tok' } }).user).toEqual({
      uid: '7',
      name: '张老师',
      token: 'tok',
    });
  });
});

describe('parseUser', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['{bad', undefined],
    [{ name: 'no uid' }, undefined],
    [{ uid: ['x'] }, undefined],
    ['{"uid":"u","token":"t"}', { uid: 'u', token: 't' }],
    [{ uid: 'u', extra: true }, { uid: 'u' }],
  ])('%j → %j', (value, expected) => {
    expect(parseUser(value)).toEqual(expected);
  });
});
