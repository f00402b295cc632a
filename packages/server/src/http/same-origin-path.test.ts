import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
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
    ['/.//evil.example/banner.jpg', undefined],
    ['/a/..//evil.example/banner.jpg', undefined],
    ['/a/%2e%2e//evil.example/', undefined],
    ['/\\evil.example/banner.jpg', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/svg+xml,<svg/>', undefined],
    ['banner.jpg', undefined],
    ['/banner.jpg\n', undefined],
    ['/ banner.jpg', undefined],
    ['', undefined],
  ])('%j → %j', (address, expected) => {
    expect(sameOriginPath(address)).toBe(expected);
  });
});
