/** What a cached verification remembers: the identity and until when the answer may be reused. */
interface CachedIdentity<V> {
  value: V;
  /** Epoch milliseconds: the token's own expiry, or the cache's maximum age if that is sooner. */
  reuseUntil: number;
}

/** Settings of {@link createVerifiedTokenCache}. */
export interface VerifiedTokenCacheOptions {
  /** Most tokens kept; the least recently used is dropped first. */
  maxEntries: number;
  /** Longest reuse of one verification, whatever the token's expiry (bounds the reach of a rotated key). */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Remembers tokens whose signature was verified, keyed by the exact token text, until the token expires.
 * (Revocation is not cached: the token service asks its revocation list on every verification.)
 *
 * Why: a widget sends the same token with every request, and verifying it again costs a trip through
 * WebCrypto (an async job on libuv's thread pool, i.e. one more turn of the event loop per request); on a
 * server busy with hundreds of streamed replies that turn is the largest part of a new chat's added
 * latency. Only successful verifications are stored, so a forged token is checked every time.
 */
export function createVerifiedTokenCache<V>(options: VerifiedTokenCacheOptions) {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, CachedIdentity<V>>();

  return {
    /** The identity of a token verified before and not yet expired, else undefined. */
    get(token: string): V | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      entries.delete(token);
      if (entry.reuseUntil <= now()) return undefined;
      entries.set(token, entry);
      return entry.value;
    },

    /** Records a verified token; `expiresAtSeconds` is its `exp` claim (none: the maximum age applies). */
    set(token: string, value: V, expiresAtSeconds: number | undefined): void {
      const limit = now() + options.maxAgeMs;
      const reuseUntil = expiresAtSeconds === undefined ? limit : Math.min(limit, expiresAtSeconds * 1000);
      if (reuseUntil <= now()) return;
      entries.delete(token);
      entries.set(token, { value, reuseUntil });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },

    get size(): number {
      return entries.size;
    },
  };
}
