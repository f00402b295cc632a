import { describe, expect, it } from 'vitest';
import { documentTitleOf, titleOfPage } from './page-title';

describe('titleOfPage', () => {
  const article = { path: '/detial/100012', title: '叶县教师获佳绩' };
  const studio = { path: '/three-studio/detail?id=100267', title: '赵建华名校长工作室' };

  it('gives the title of the page the screen named', () => {
    expect(titleOfPage(article, '/detial/100012', '')).toBe('叶县教师获佳绩');
    expect(titleOfPage(studio, '/three-studio/detail', 'id=100267')).toBe('赵建华名校长工作室');
  });

  it('accepts a page address with more parameters, in another order', () => {
    expect(titleOfPage(studio, '/three-studio/detail', 'from=home&id=100267')).toBe('赵建华名校长工作室');
  });

  it('gives nothing for another page, another parameter value or no title', () => {
    expect(titleOfPage(article, '/detial/100013', '')).toBeUndefined();
    expect(titleOfPage(studio, '/three-studio/detail', 'id=100268')).toBeUndefined();
    expect(titleOfPage(studio, '/three-studio/detail', '')).toBeUndefined();
    expect(titleOfPage(null, '/detial/100012', '')).toBeUndefined();
  });
});

describe('documentTitleOf', () => {
  it('puts the screen before the site, or the site alone', () => {
    expect(documentTitleOf('叶县教育公共服务平台', '资讯中心')).toBe('资讯中心 - 叶县教育公共服务平台');
    expect(documentTitleOf('叶县教育公共服务平台', undefined)).toBe('叶县教育公共服务平台');
  });
});
