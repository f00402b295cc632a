import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './token-service';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

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
    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3_600, uidClaim: 'uid' });
    const token = await tokens.issue('10001');
    expect(await tokens.verify(token)).toEqual({ uid: '10001' });
    expect(await tokens.verify(token)).toEqual({ uid: '10001' });
  });

  it('stops accepting a cached token the moment it expires', async () => {
    let now = Date.now();
    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3_600, uidClaim: 'uid', now: () => now });
    const expSeconds = Math.floor(now / 1000) + 60;
    const token = await localToken('10001', expSeconds);
    expect(await tokens.verify(token)).toEqual({ uid: '10001' });
    now = expSeconds * 1000 - 1;
    expect(await tokens.verify(token)).toEqual({ uid: '10001' });
    now = expSeconds * 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('never caches a forged token: it is refused every time, also after the real one was seen', async () => {
    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3_600, uidClaim: 'uid' });
    const exp = Math.floor(Date.now() / 1000) + 3_600;
    const real = await localToken('10001', exp);
    const forged = await localToken('10001', exp, 'another-secret-that-is-long-enough-too');
    expect(await tokens.verify(real)).toEqual({ uid: '10001' });
    expect(await tokens.verify(forged)).toBeUndefined();
    expect(await tokens.verify(forged)).toBeUndefined();
  });

  it('refuses a local token without an expiry', async () => {
    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3_600, uidClaim: 'uid' });
    const endless = await new SignJWT({ uid: '10001' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('edu-platform-server')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(endless)).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const tokens = createTokenService({ secret: SECRET, ttlSeconds: 3_600, uidClaim: 'uid' });
    expect(await tokens.verify(await localToken('10001', Math.floor(Date.now() / 1000) - 1))).toBeUndefined();
  });
});
