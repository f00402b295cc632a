import { describe, expect, it } from 'vitest';
import { classifyUrl, isAllowedImageUrl, isAllowedLinkUrl, opensInNewTab } from './url-policy';

describe('classifyUrl', () => {
  it.each([
    ['http://example.com/a', 'web'],
    ['HTTPS://example.com', 'web'],
    ['//cdn.example.com/x.png', 'web'],
    ['mailto:someone@example.com', 'mailto'],
    ['MailTo:someone@example.com', 'mailto'],
    ['/relative/path', 'relative'],
    ['relative/path?x=1#y', 'relative'],
    ['#anchor', 'relative'],
    ['?query', 'relative'],
    ['%6Aavascript:alert(1)', 'relative'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data-image'],
    ['data:image/gif,GIF89a', 'data-image'],
    ['DATA:IMAGE/JPEG;base64,/9j/', 'data-image'],
    ['data:image/webp;base64,UklGR', 'data-image'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'forbidden'],
    ['data:image/pngx;base64,AA', 'forbidden'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'forbidden'],
    ['data:,hello', 'forbidden'],
    ['javascript:alert(1)', 'forbidden'],
    ['JaVaScRiPt:alert(1)', 'forbidden'],
    [' javascript:alert(1)', 'forbidden'],
    ['\u0001javascript:alert(1)', 'forbidden'],
    ['java\tscript:alert(1)', 'forbidden'],
    ['java\nscript:alert(1)', 'forbidden'],
    ['java\rscript:alert(1)', 'forbidden'],
    ['vbscript:msgbox(1)', 'forbidden'],
    ['file:///etc/passwd', 'forbidden'],
    ['ftp://example.com', 'forbidden'],
    ['blob:http://example.com/uuid', 'forbidden'],
    ['java\u0000script:alert(1)', 'forbidden'],
  ] as const)('%j is %s', (url, kind) => {
    expect(classifyUrl(url)).toBe(kind);
  });
});

describe('link and image rules', () => {
  it.each([
    // url, link allowed, image allowed, new tab
    ['https://example.com', true, true, true],
    ['http://example.com', true, true, true],
    ['//example.com/a.png', true, true, true],
    ['mailto:a@example.com', true, false, false],
    ['/docs', true, false, false],
    ['data:image/png;base64,AA', false, true, false],
    ['javascript:alert(1)', false, false, false],
    ['data:text/html,x', false, false, false],
  ] as const)('%j: link %s, image %s, new tab %s', (url, link, image, newTab) => {
    expect(isAllowedLinkUrl(url)).toBe(link);
    expect(isAllowedImageUrl(url)).toBe(image);
    expect(opensInNewTab(url)).toBe(newTab);
  });
});
