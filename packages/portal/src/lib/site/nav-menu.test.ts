import { describe, expect, it } from 'vitest';
import { isActiveNavHref, navMenuOf } from './nav-menu';

describe('navMenuOf', () => {
  it('removes id 1 and takes the home URL from the item titled 首页', () => {
    const menu = navMenuOf([
      { id: '1', title: '个人中心', linkUrl: '/personal' },
      { id: 2, title: '首页', linkUrl: '/index' },
      { id: '9', title: '应用中心', linkUrl: '/application' },
      { id: '10', title: '无链接', linkUrl: null },
    ]);
    expect(menu.items).toEqual([
      { id: '2', title: '首页', href: '/index' },
      { id: '9', title: '应用中心', href: '/application' },
      { id: '10', title: '无链接', href: '/index' },
    ]);
    expect(menu.homeHref).toBe('/index');
  });

  it('falls back to /index without a home item', () => {
    expect(navMenuOf([{ id: '3', title: '三个课堂', linkUrl: '/hdym' }]).homeHref).toBe('/index');
    expect(navMenuOf([]).items).toEqual([]);
  });
});

describe('isActiveNavHref', () => {
  it.each([
    { href: '/index', pathname: '/index', expected: true },
    { href: '/application?app=1', pathname: '/application', expected: true },
    { href: '/zhsj', pathname: '/zhsj/article/3', expected: true },
    { href: '/zhsj', pathname: '/zhsjx', expected: false },
    { href: '/index', pathname: '/information', expected: false },
  ])('$href on $pathname → $expected', ({ href, pathname, expected }) => {
    expect(isActiveNavHref(href, pathname)).toBe(expected);
  });
});
