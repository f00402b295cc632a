import { describe, expect, it } from 'vitest';
import { createClientAddressResolver, findInvalidProxyEntry, UNKNOWN_CLIENT_ADDRESS } from '../http/client-address';

describe('createClientAddressResolver', () => {
  it.each([
    ['203.0.113.7', undefined, '203.0.113.7'],
    ['::ffff:203.0.113.7', undefined, '203.0.113.7'],
    ['127.0.0.1', '198.51.100.1', '127.0.0.1'],
    ['127.0.0.1', '1.1.1.1, 2.2.2.2', '127.0.0.1'],
    [undefined, '198.51.100.1', UNKNOWN_CLIENT_ADDRESS],
  ])('off: the socket %s with X-Forwarded-For %j is %s (the header is ignored)', (socket, forwarded, expected) => {
    expect(createClientAddressResolver(false)(socket, forwarded)).toBe(expected);
  });

  it.each([
    ['127.0.0.1', undefined, '127.0.0.1'],
    ['127.0.0.1', '198.51.100.1', '198.51.100.1'],
    ['127.0.0.1', 'spoofed, 198.51.100.1', '198.51.100.1'],
    ['127.0.0.1', '6.6.6.6, 198.51.100.1', '198.51.100.1'],
    ['127.0.0.1', '198.51.100.1, not-an-address', '127.0.0.1'],
    ['::ffff:127.0.0.1', '::ffff:198.51.100.1', '198.51.100.1'],
  ])('true: the socket %s with X-Forwarded-For %j is %s (the right-most entry)', (socket, forwarded, expected) => {
    expect(createClientAddressResolver(true)(socket, forwarded)).toBe(expected);
  });

  it.each([
    // The peer is not a trusted proxy: its header proves nothing.
    ['203.0.113.9', '198.51.100.1', '203.0.113.9'],
    // nginx on loopback behind a CDN in 10.0.0.0/8: skip both, the client is the next one left.
    ['127.0.0.1', '198.51.100.1, 10.1.2.3', '198.51.100.1'],
    ['127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', '198.51.100.1'],
    ['127.0.0.1', '10.9.9.9, 10.1.2.3', '10.9.9.9'],
    ['127.0.0.1', '2001:db8::1', '2001:db8::1'],
    ['127.0.0.1', '', '127.0.0.1'],
  ])('a list: the socket %s with X-Forwarded-For %j is %s', (socket, forwarded, expected) => {
    expect(createClientAddressResolver(['127.0.0.1', '10.0.0.0/8', '::1'])(socket, forwarded)).toBe(expected);
  });

  it.each([
    [['10.0.0.0/8', '::1', '192.168.1.1'], undefined],
    [['10.0.0.0/33'], '10.0.0.0/33'],
    [['proxy.local'], 'proxy.local'],
    [['10.0.0.1/8/1'], '10.0.0.1/8/1'],
    [['2001:db8::/129'], '2001:db8::/129'],
    [['10.0.0.0/x'], '10.0.0.0/x'],
  ])('validates the proxy list %j (first bad entry: %j)', (entries, bad) => {
    expect(findInvalidProxyEntry(entries)).toBe(bad);
  });
});
