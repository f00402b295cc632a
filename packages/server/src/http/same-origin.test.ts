import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

const OURS = 'https://edu.example.cn';

describe('isSameOriginRequest', () => {
  it.each([
    ['same-origin', undefined],
    ['Same-Origin', undefined],
    ['same-origin', 'https://evil.example'],
    [undefined, 'https://edu.example.cn'],
    [undefined, 'HTTPS://EDU.EXAMPLE.CN'],
    [undefined, 'https://edu.example.cn:443'],
  ])('Sec-Fetch-Site %j with Origin %j is same-origin', (secFetchSite, origin) => {
    expect(isSameOriginRequest({ secFetchSite, origin }, OURS)).toBe(true);
  });

  it.each([
    [undefined, undefined],
    ['cross-site', undefined],
    ['same-site', undefined],
    ['none', undefined],
    ['cross-site', 'https://edu.example.cn'],
    ['same-site', 'https://edu.example.cn'],
    [undefined, 'null'],
    [undefined, 'https://evil.example'],
    [undefined, 'http://edu.example.cn'],
    [undefined, 'https://edu.example.cn:8443'],
    [undefined, 'https://edu.example.cn.evil.example'],
    [undefined, 'not an origin'],
    ['', 'https://evil.example'],
  ])('Sec-Fetch-Site %j with Origin %j is not', (secFetchSite, origin) => {
    expect(isSameOriginRequest({ secFetchSite, origin }, OURS)).toBe(false);
  });

  // Plain HTTP on a LAN address: no Sec-Fetch-Site, no Origin on a same-origin GET, only the Referer.
  it.each([
    [undefined, undefined, 'https://edu.example.cn/index', true],
    [undefined, undefined, 'https://edu.example.cn/', true],
    [undefined, undefined, 'https://evil.example/edu.example.cn', false],
    [undefined, undefined, 'https://edu.example.cn.evil.example/', false],
    [undefined, undefined, 'http://edu.example.cn/index', false],
    [undefined, undefined, '', false],
    [undefined, undefined, 'not a url', false],
    // The Referer decides only when both other headers are absent.
    ['cross-site', undefined, 'https://edu.example.cn/index', false],
    [undefined, 'https://evil.example', 'https://edu.example.cn/index', false],
    [undefined, 'null', 'https://edu.example.cn/index', false],
  ])('Sec-Fetch-Site %j, Origin %j, Referer %j: same-origin %j', (secFetchSite, origin, referer, expected) => {
    expect(isSameOriginRequest({ secFetchSite, origin, referer }, OURS)).toBe(expected);
  });
});
