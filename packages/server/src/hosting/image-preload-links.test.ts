import { describe, expect, it } from 'vitest';
import { withImagePreloadLinks } from './image-preload-links';

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
