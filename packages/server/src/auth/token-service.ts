import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from 'jose';

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
}

/** The identity a verified token carries. */
export interface TokenIdentity {
  uid: string;
}

const LOCAL_ISSUER = 'edu-platform-server';

/** Issues local HS256 tokens and verifies local or (when configured) JWKS-signed tokens. */
export function createTokenService(options: TokenServiceOptions) {
  const key = new TextEncoder().encode(options.secret);
  const remoteKeys = options.jwksUrl ? createRemoteJWKSet(new URL(options.jwksUrl)) : undefined;

  const uidOf = (payload: JWTPayload): string | undefined => {
    const value = payload[options.uidClaim] ?? payload.sub;
    if (typeof value === 'string' && value.length > 0) return value;
    if (typeof value === 'number') return String(value);
    return undefined;
  };

  return {
    async issue(uid: string): Promise<string> {
      return new SignJWT({ uid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(uid)
        .setIssuer(LOCAL_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key);
    },

    /** The identity of a valid token, or undefined for a missing, forged, expired or malformed one. */
    async verify(token: string): Promise<TokenIdentity | undefined> {
      try {
        const header = decodeProtectedHeader(token);
        if (header.alg === 'HS256') {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: LOCAL_ISSUER });
          const uid = uidOf(payload);
          return uid ? { uid } : undefined;
        }
        if (!remoteKeys) return undefined;
        const { payload } = await jwtVerify(token, remoteKeys, {
          ...(options.issuer ? { issuer: options.issuer } : {}),
          ...(options.audience ? { audience: options.audience } : {}),
        });
        const uid = uidOf(payload);
        return uid ? { uid } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The token service's interface. */
export type TokenService = ReturnType<typeof createTokenService>;
