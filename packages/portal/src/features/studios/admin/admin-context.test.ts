import { describe, expect, it } from 'vitest';
import { adminHrefOf } from './admin-context';

const routes = [
  { id: '2', name: 'news', path: '/three-studio/base/news', title: '工作室动态' },
  { id: '4', name: 'content', path: '/three-studio/base/content', title: '内容编辑', hidden: true },
];

describe('adminHrefOf', () => {
  it.each([
    ['news', {}, '/three-studio/base/news?studio=100255'],
    ['content', { id: 'a b' }, '/three-studio/base/content?studio=100255&id=a+b'],
    ['works', {}, undefined],
  ])('links %s with %j to %s', (name, extra, href) => {
    expect(adminHrefOf(routes, name, '100255', extra)).toBe(href);
  });
});
