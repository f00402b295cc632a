import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from './verified-token-cache';

describe('createVerifiedTokenCache', () => {
  it('answers a verified token until its expiry, then forgets it', () => {
    let now = 1_000_000;
    const cache = createVerifiedTokenCache<string>({ maxEntries: 10, maxAgeMs: 300_000, now: () => now });
    cache.set('token-a', '10001', (now + 60_000) / 1000);
    expect(cache.get('token-a')).toBe('10001');
    now += 59_999;
    expect(cache.get('token-a')).toBe('10001');
    now += 1;
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('reuses a verification for at most the maximum age, even for a token that lives longer', () => {
    let now = 0;
    const cache = createVerifiedTokenCache<string>({ maxEntries: 10, maxAgeMs: 300_000, now: () => now });
    cache.set('long', 'u1', 86_400);
    cache.set('no-exp', 'u2', undefined);
    now = 299_999;
    expect([cache.get('long'), cache.get('no-exp')]).toEqual(['u1', 'u2']);
    now = 300_000;
    expect([cache.get('long'), cache.get('no-exp')]).toEqual([undefined, undefined]);
  });

  it('does not store a token that has already expired', () => {
    const cache = createVerifiedTokenCache<string>({ maxEntries: 10, maxAgeMs: 300_000, now: () => 10_000 });
    cache.set('old', 'u1', 5);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used token when full', () => {
    const cache = createVerifiedTokenCache<string>({ maxEntries: 2, maxAgeMs: 300_000, now: () => 0 });
    cache.set('a', 'ua', undefined);
    cache.set('b', 'ub', undefined);
    expect(cache.get('a')).toBe('ua');
    cache.set('c', 'uc', undefined);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['ua', undefined, 'uc']);
    expect(cache.size).toBe(2);
  });

  it('matches the exact token text only', () => {
    const cache = createVerifiedTokenCache<string>({ maxEntries: 10, maxAgeMs: 300_000, now: () => 0 });
    cache.set('header.payload.signature', 'u1', undefined);
    expect(cache.get('header.payload.signaturX')).toBeUndefined();
    expect(cache.get('header.payload.signature ')).toBeUndefined();
  });
});
