import { describe, expect, it } from 'vitest';
import { SITE_SECTIONS } from '../../config/site-sections';
import { moreSectionsOf } from './more-sections';

const sections = [
  { title: '资讯中心', href: '/information', summary: '' },
  { title: '评价改革', href: '/reform', summary: '' },
  { title: '资源中心', href: '/resource', summary: '' },
];

describe('moreSectionsOf', () => {
  it.each([
    { case: 'no nav items: every section', nav: [], expected: ['资讯中心', '评价改革', '资源中心'] },
    { case: 'a section in the nav is left out', nav: ['/resource'], expected: ['资讯中心', '评价改革'] },
    { case: 'a nav item with a query still counts', nav: ['/reform?type=1'], expected: ['资讯中心', '资源中心'] },
    { case: 'a sub-path is another page', nav: ['/information/x'], expected: ['资讯中心', '评价改革', '资源中心'] },
    {
      case: 'an absolute link to another site is not a section',
      nav: ['https://example.edu.cn/information'],
      expected: ['评价改革', '资源中心'],
    },
  ])('$case', ({ nav, expected }) => {
    const more = moreSectionsOf(
      nav.map((href) => ({ href })),
      sections,
    );
    expect(more.map((section) => section.title)).toEqual(expected);
  });
});

describe('the site map', () => {
  // SPEC §2's landing routes a visitor opens from the navigation (the others are their detail pages, the
  // signed-in user's own pages or the administrators', reached from these and from the user menu).
  it.each([
    '/resource',
    '/hdym',
    '/contest/list',
    '/application',
    '/lyyk',
    '/three-studio',
    '/reform',
    '/zhsj',
    '/afterService',
    '/paint',
    '/exhibition',
    '/information',
    '/jhmessage',
    '/networkSafety',
  ])('lists %s', (path) => {
    expect(SITE_SECTIONS.map((section) => section.href)).toContain(path);
  });

  it('names every section once', () => {
    const titles = SITE_SECTIONS.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
    const hrefs = SITE_SECTIONS.map((section) => section.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
