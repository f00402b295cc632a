import { createHash, randomUUID } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { SignInMethod } from '../db/schema';
import type { RevocationList } from './revoked-token-store';
import type { IssuedSession, SessionLedger } from './session-ledger';
import { createVerifiedTokenCache } from './verified-token-cache';

/** Settings of {@link createTokenService}. */
export interface TokenServiceOptions {
  /** HS256 key of locally issued tokens. */
  secret: string;
  ttlSeconds: number;
  /** Production tokens from the external login service are verified against this key set. */
  jwksUrl?: string | undefined;
  issuer?: string | undefined;
  audience?: string | undefined;
  /** Claim that holds the uid (falls back to `sub`). */
  uidClaim: string;
  /** Logged-out token ids (the database's deny list), checked on every verification. */
  revocations: RevocationList;
  /** Where every issued token is recorded, so all sessions of a user can be ended at once. */
  sessions?: Pick<SessionLedger, 'record'> | undefined;
  /** Clock of expiry checks, epoch milliseconds (tests). Default Date.now. */
  now?: () => number;
}

/** The identity a verified token carries. */
export interface TokenIdentity {
  uid: string;
  /** The token's `jti`, or for a token without one a hash of the token: what a logout revokes. */
  tokenId: string;
  /** The token's expiry (`exp`, epoch seconds): a revocation is kept until then. */
  expiresAtSeconds: number;
  /**
   * How the session began: `password` (our sign-in; also a local token from before the claim existed)
   * or `provider` (the unified login, and every token the login service signed itself).
   */
  method: SignInMethod;
}

/** What a provider sign-in adds to the session it starts (see {@link IssuedSession}). */
export type SessionDetails = Pick<IssuedSession, 'method' | 'providerSubject' | 'providerSession' | 'idToken'>;

/** A token just issued, with the id a logout revokes and its expiry. */
export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

const LOCAL_ISSUER = 'edu-platform-server';
/** Our tokens' claim naming how the session began (SignInMethod). */
const SIGN_IN_CLAIM = 'sign_in';
// Enough for every active user of a county at once; a verification is reused for at most 5 minutes.
const CACHE_MAX_ENTRIES = 10_000;
const CACHE_MAX_AGE_MS = 5 * 60_000;

/** Issues local HS256 tokens and verifies local or (when configured) JWKS-signed tokens. */
export function createTokenService(options: TokenServiceOptions) {
  const key = new TextEncoder().encode(options.secret);
  const remoteKeys = options.jwksUrl ? createRemoteJWKSet(new URL(options.jwksUrl)) : undefined;
  const now = options.now ?? Date.now;
  const verified = createVerifiedTokenCache<TokenIdentity>({
    maxEntries: CACHE_MAX_ENTRIES,
    maxAgeMs: CACHE_MAX_AGE_MS,
    now,
  });

  const uidOf = (payload: JWTPayload): string | undefined => {
    const value = payload[options.uidClaim] ?? payload.sub;
    if (typeof value === 'string' && value.length > 0) return value;
    if (typeof value === 'number') return String(value);
    return undefined;
  };

  /** The payload of a token whose signature and claims check out (and whether we signed it), else undefined. */
  async function verifiedPayload(token: string): Promise<{ payload: JWTPayload; local: boolean } | undefined> {
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg === 'HS256') {
        const checks = {
          algorithms: ['HS256'],
          issuer: LOCAL_ISSUER,
          requiredClaims: ['exp'],
          currentDate: new Date(now()),
        };
        return { payload: (await jwtVerify(token, key, checks)).payload, local: true };
      }
      if (!remoteKeys) return undefined;
      // A token without an expiry would be valid for ever: refuse it.
      const { payload } = await jwtVerify(token, remoteKeys, {
        requiredClaims: ['exp'],
        currentDate: new Date(now()),
        ...(options.issuer ? { issuer: options.issuer } : {}),
        ...(options.audience ? { audience: options.audience } : {}),
      });
      return { payload, local: false };
    } catch {
      return undefined;
    }
  }

  /** The identity of a token whose signature and claims check out (revocation not yet asked). */
  async function signedIdentity(token: string): Promise<TokenIdentity | undefined> {
    const cached = verified.get(token);
    if (cached !== undefined) return cached;
    const { payload, local } = (await verifiedPayload(token)) ?? {};
    const uid = payload && uidOf(payload);
    // Both verification paths require `exp`.
    if (!payload || !uid || payload.exp === undefined) return undefined;
    const identity: TokenIdentity = {
      uid,
      tokenId:
        typeof payload.jti === 'string' && payload.jti !== ''
          ? payload.jti
          : createHash('sha256').update(token).digest('base64url'),
      expiresAtSeconds: payload.exp,
      method: local && payload[SIGN_IN_CLAIM] !== 'provider' ? 'password' : 'provider',
    };
    verified.set(token, identity, payload.exp);
    return identity;
  }

  /**
   * Issues a local token for a uid, with a fresh `jti` so a logout can revoke exactly this token, and
   * records the session in the ledger.
   */
  async function issueSession(uid: string, details: SessionDetails = { method: 'password' }): Promise<IssuedToken> {
    const tokenId = randomUUID();
    const issuedAtSeconds = Math.floor(now() / 1000);
    const expiresAt = new Date((issuedAtSeconds + options.ttlSeconds) * 1000);
    const token = await new SignJWT({ uid, [SIGN_IN_CLAIM]: details.method })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uid)
      .setIssuer(LOCAL_ISSUER)
      .setJti(tokenId)
      .setIssuedAt(issuedAtSeconds)
      .setExpirationTime(issuedAtSeconds + options.ttlSeconds)
      .sign(key);
    await options.sessions?.record({ ...details, tokenId, uid, expiresAt });
    return { token, tokenId, expiresAt };
  }

  return {
    issueSession,

    /** {@link issueSession} of a password sign-in, answering the token only. */
    async issue(uid: string): Promise<string> {
      return (await issueSession(uid)).token;
    },

    /**
     * The identity of a valid token, or undefined for a missing, forged, expired, malformed or revoked
     * one. The signature check is cached; the deny list is asked every time, so a logout holds at once.
     */
    async verify(token: string): Promise<TokenIdentity | undefined> {
      const identity = await signedIdentity(token);
      if (!identity || (await options.revocations.isRevoked(identity.tokenId, identity.uid))) return undefined;
      return identity;
    },

    /** Revokes a valid token until its expiry; false when the token was not valid (nothing to revoke). */
    async revoke(token: string): Promise<boolean> {
      const identity = await signedIdentity(token);
      if (!identity) return false;
      await options.revocations.revoke(identity.tokenId, new Date(identity.expiresAtSeconds * 1000));
      return true;
    },
  };
}

/** The token service's interface. */
export type TokenService = ReturnType<typeof createTokenService>;
