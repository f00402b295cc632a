import { describe, expect, it } from 'vitest';
import { hasMalformedPercentEncoding } from '../http/percent-encoding';

describe('hasMalformedPercentEncoding', () => {
  it.each([
    'http://x/resource_api/a/b',
    'http://x/a%20b?keyword=%E8%AF%AD%E6%96%87',
    'http://x/a?x=%25',
    'http://x/%2F..%2F',
    'http://x/a?x=1+2',
  ])('accepts %s', (url) => {
    expect(hasMalformedPercentEncoding(url)).toBe(false);
  });

  it.each([
    'http://x/%ZZ',
    'http://x/a?x=%',
    'http://x/a?x=%E0%A4%A',
    'http://x/%E0%A4%A/b',
    'http://x/a?x=%C0%AF',
    'http://x/a?x=%ED%A0%80',
    'http://x/%FF',
  ])('refuses %s', (url) => {
    expect(hasMalformedPercentEncoding(url)).toBe(true);
  });
});
