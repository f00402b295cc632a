import { describe, expect, it } from 'vitest';
import { sameOriginPicturePath, withImagePreloadLinks } from './image-preload-links';

describe('sameOriginPicturePath', () => {
  it.each([
    [
      '/resource_api/storage/files/demo/images/carousel-1.svg',
      '/resource_api/storage/files/demo/images/carousel-1.svg',
    ],
    ['/resource_api/storage/files/a.png?v=2&w=1200', '/resource_api/storage/files/a.png?v=2&w=1200'],
    ['/resource_api/storage/files/横幅.png', '/resource_api/storage/files/%E6%A8%AA%E5%B9%85.png'],
    ['/a/../b.png', '/b.png'],
    ['https://cdn.example.com/banner.jpg', undefined],
    ['http://127.0.0.1/banner.jpg', undefined],
    ['//evil.example/banner.jpg', undefined],
    ['/\\evil.example/banner.jpg', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/svg+xml,<svg/>', undefined],
    ['banner.jpg', undefined],
    ['/banner.jpg\n', undefined],
    ['/ banner.jpg', undefined],
    ['', undefined],
  ])('%j → %j', (address, expected) => {
    expect(sameOriginPicturePath(address)).toBe(expected);
  });
});

describe('withImagePreloadLinks', () => {
  const html = '<html><head><title>t</title></head><body></body></html>';

  it('adds one high-priority image preload per path before </head>', () => {
    expect(withImagePreloadLinks(html, ['/a.svg'])).toBe(
      '<html><head><title>t</title><link rel="preload" as="image" fetchpriority="high" href="/a.svg">\n  </head><body></body></html>',
    );
  });

  it('escapes the path as an attribute value', () => {
    expect(withImagePreloadLinks(html, ['/a.png?x=1&y="2"<'])).toContain('href="/a.png?x=1&amp;y=&quot;2&quot;&lt;"');
  });

  it.each([
    ['no path', html, []],
    ['no </head>', '<p>no head</p>', ['/a.svg']],
  ])('leaves the page unchanged with %s', (_case, page, paths) => {
    expect(withImagePreloadLinks(page, paths)).toBe(page);
  });
});
