import { describe, expect, it } from 'vitest';
import { forwardedOrigin } from './forwarded-origin';

describe('forwardedOrigin', () => {
  it.each([
    ['no headers: the request URL', undefined, undefined, 'http://10.0.0.5:8103'],
    ['TLS proxy, same host', 'https', undefined, 'https://10.0.0.5:8103'],
    ['TLS proxy with its host', 'https', 'edu.example.cn', 'https://edu.example.cn'],
    ['default port dropped', 'https', 'edu.example.cn:443', 'https://edu.example.cn'],
    ['another port kept', 'http', 'edu.example.cn:8443', 'http://edu.example.cn:8443'],
    [
      'a chain: the entry of the proxy facing the browser',
      'https, http',
      'edu.example.cn, 10.0.0.2',
      'https://edu.example.cn',
    ],
    ['an IPv6 host', 'https', '[2001:db8::1]:8443', 'https://[2001:db8::1]:8443'],
    ['upper-case scheme', 'HTTPS', 'edu.example.cn', 'https://edu.example.cn'],
    ['an unknown scheme is ignored', 'javascript', 'edu.example.cn', 'http://edu.example.cn'],
    ['a host with a path is ignored', 'https', 'evil.example/x', 'https://10.0.0.5:8103'],
    ['a host with user info is ignored', 'https', 'a@evil.example', 'https://10.0.0.5:8103'],
    ['an empty host is ignored', 'https', ' ', 'https://10.0.0.5:8103'],
  ])('%s', (_label, proto, host, expected) => {
    expect(forwardedOrigin('http://10.0.0.5:8103/resource_api/x?y=1', { proto, host })).toBe(expected);
  });
});
