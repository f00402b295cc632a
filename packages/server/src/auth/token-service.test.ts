import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { RevocationList } from './revoked-token-store';
import { createTokenService, type TokenServiceOptions } from './token-service';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

/** An in-memory deny list (the real one is a table; its own test runs on SQLite and PostgreSQL). */
function memoryRevocations(): RevocationList & { revoked: Map<string, Date> } {
  const revoked = new Map<string, Date>();
  return {
    revoked,
    isRevoked: async (tokenId) => revoked.has(tokenId),
    revoke: async (tokenId, expiresAt) => {
      revoked.set(tokenId, expiresAt);
    },
  };
}

const service = (options: Omit<TokenServiceOptions, 'revocations' | 'secret' | 'ttlSeconds' | 'uidClaim'> = {}) =>
  createTokenService({
    secret: SECRET,
    ttlSeconds: 3_600,
    uidClaim: 'uid',
    revocations: memoryRevocations(),
    ...options,
  });

/** A local token for `uid` that expires at `expSeconds` (epoch seconds). */
function localToken(uid: string, expSeconds: number, secret = SECRET): Promise<string> {
  return new SignJWT({ uid })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('edu-platform-server')
    .setExpirationTime(expSeconds)
    .sign(new TextEncoder().encode(secret));
}

describe('createTokenService', () => {
  it('verifies an issued token, and again from its cache, with the same uid', async () => {
    const tokens = service();
    const token = await tokens.issue('10001');
    const identity = await tokens.verify(token);
    expect(identity).toMatchObject({ uid: '10001', tokenId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await tokens.verify(token)).toEqual(identity);
    const other = await tokens.verify(await tokens.issue('10001'));
    expect(other?.tokenId).not.toBe(identity?.tokenId);
  });

  it('refuses a revoked token at once, also from the cache, and only that token', async () => {
    const revocations = memoryRevocations();
    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3_600, uidClaim: 'uid', revocations });
    const first = await tokens.issue('10001');
    const second = await tokens.issue('10001');
    expect(await tokens.verify(first)).toBeDefined();
    expect(await tokens.revoke(first)).toBe(true);
    expect(await tokens.verify(first)).toBeUndefined();
    expect(await tokens.verify(second)).toMatchObject({ uid: '10001' });
    const [expiry] = [...revocations.revoked.values()];
    expect(Math.abs((expiry?.getTime() ?? 0) - (Date.now() + 3_600_000))).toBeLessThan(5_000);
    expect(await tokens.revoke('not.a.token')).toBe(false);
  });

  it('revokes a token without a jti by a hash of the token', async () => {
    const tokens = service();
    const token = await localToken('10001', Math.floor(Date.now() / 1000) + 60);
    expect((await tokens.verify(token))?.tokenId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await tokens.revoke(token);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('stops accepting a cached token the moment it expires', async () => {
    let now = Date.now();
    const tokens = service({ now: () => now });
    const expSeconds = Math.floor(now / 1000) + 60;
    const token = await localToken('10001', expSeconds);
    expect(await tokens.verify(token)).toMatchObject({ uid: '10001' });
    now = expSeconds * 1000 - 1;
    expect(await tokens.verify(token)).toMatchObject({ uid: '10001' });
    now = expSeconds * 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('never caches a forged token: it is refused every time, also after the real one was seen', async () => {
    const tokens = service();
    const exp = Math.floor(Date.now() / 1000) + 3_600;
    const real = await localToken('10001', exp);
    const forged = await localToken('10001', exp, 'another-secret-that-is-long-enough-too');
    expect(await tokens.verify(real)).toMatchObject({ uid: '10001' });
    expect(await tokens.verify(forged)).toBeUndefined();
    expect(await tokens.verify(forged)).toBeUndefined();
  });

  it('refuses a local token without an expiry', async () => {
    const tokens = service();
    const endless = await new SignJWT({ uid: '10001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('edu-platform-server')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(endless)).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const tokens = service();
    expect(await tokens.verify(await localToken('10001', Math.floor(Date.now() / 1000) - 1))).toBeUndefined();
  });
});
