import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect-target';

const ORIGIN = 'https://edu.example.cn';

describe('safeRedirectTarget', () => {
  it.each([
    ['/personal?typeIndex=1', '/personal?typeIndex=1'],
    ['/zhsj', '/zhsj'],
    ['/index#top', '/index#top'],
    ['/search?keyword=%E8%AF%AD%E6%96%87', '/search?keyword=%E8%AF%AD%E6%96%87'],
    ['https://edu.example.cn/detial/12?x=1', '/detial/12?x=1'],
    ['HTTPS://EDU.EXAMPLE.CN/index', '/index'],
    ['https://edu.example.cn:443/index', '/index'],
    ['personal', '/personal'],
    ['./a/../b', '/b'],
    ['?typeIndex=2', '/?typeIndex=2'],
    // An encoded space in the query or hash stays encoded in the Location header and never decides the host.
    ['/search?keyword=a%20b', '/search?keyword=a%20b'],
    ['/index#part%20two', '/index#part%20two'],
  ])('keeps the same-site target %j as %j', (target, expected) => {
    expect(safeRedirectTarget(target, ORIGIN)).toBe(expected);
  });

  it.each([
    // Other origins, however spelled.
    ['https://evil.example/steal'],
    ['//evil.example/x'],
    ['///evil.example/x'],
    ['http://edu.example.cn/index'],
    ['https://edu.example.cn:8443/index'],
    ['https://edu.example.cn.evil.example/'],
    ['https://edu.example.cn@evil.example/'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['mailto:a@evil.example'],
    // Whitespace and control characters, raw and percent-encoded, the browser strips or follows.
    ['/\t/evil.example'],
    ['/%09/evil.example'],
    ['/%2509/evil.example'],
    ['/\n/evil.example'],
    ['/%0a/evil.example'],
    ['/%0D%0A/evil.example'],
    ['/\r\n/evil.example'],
    ['/%00/x'],
    ['/ /evil.example'],
    ['/%20/evil.example'],
    ['/\u00a0/evil.example'],
    ['/\u3000/evil.example'],
    ['/\u2028/evil.example'],
    ['/%E3%80%80/evil.example'],
    ['/%7F/x'],
    ['/%C2%85/x'],
    ['\t//evil.example'],
    ['/index\n'],
    ['/search?keyword=a b'],
    ['/search?keyword=a\tb'],
    ['/index#\\evil.example'],
    // Backslashes, raw and encoded, which browsers read as slashes.
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%255Cevil.example'],
    // Paths that resolve to, or decode to, a protocol-relative URL.
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    // Malformed escapes and nothing at all.
    ['/%E0%A4%A'],
    ['/%ZZ'],
    [''],
  ])('refuses %j', (target) => {
    expect(safeRedirectTarget(target, ORIGIN)).toBeUndefined();
  });

  it('refuses absent targets and a malformed origin', () => {
    expect(safeRedirectTarget(undefined, ORIGIN)).toBeUndefined();
    expect(safeRedirectTarget(null, ORIGIN)).toBeUndefined();
    expect(safeRedirectTarget('/index', 'not an origin')).toBeUndefined();
  });

  it('compares with the origin as given, port included', () => {
    expect(safeRedirectTarget('http://127.0.0.1:8091/index', 'http://127.0.0.1:8091')).toBe('/index');
    expect(safeRedirectTarget('http://127.0.0.1:8092/index', 'http://127.0.0.1:8091')).toBeUndefined();
  });
});
