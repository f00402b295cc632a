import { readFile } from 'node:fs/promises';
import { createRemoteJWKSet, importPKCS8, type JWTPayload, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { z } from 'zod';
import { ConfigError } from '../../config-error';
import { isLoopbackUrl, type OidcSettings } from './oidc-settings';
import { classifyProviderError, UnifiedLoginError } from './unified-login-error';

/** What the callback learned about the person from the provider. */
export interface ProviderSignIn {
  /** The ID token's claims, then userinfo's (which win); a plain OAuth 2.0 provider's userinfo only. */
  claims: Record<string, unknown>;
  /** The ID token's `sub` and `sid` (a plain OAuth 2.0 provider has neither). */
  subject: string | undefined;
  session: string | undefined;
  /** The ID token itself: the hint of RP-initiated logout. */
  idToken: string | undefined;
}

/** The parts of an authorization request the caller keeps (see LoginRequest). */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The sessions a verified back-channel logout token ends. */
export interface LogoutTokenClaims {
  subject: string | undefined;
  session: string | undefined;
}

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const claimsSchema = z.record(z.string(), z.unknown());
const logoutEventsSchema = z.object({ [BACKCHANNEL_LOGOUT_EVENT]: z.record(z.string(), z.unknown()) });

/** What {@link createProviderClient} needs beyond the settings. */
export interface ProviderClientOptions {
  /** Our clock: the ID token's times are checked against it (tests move it to make the clocks differ). */
  now: () => Date;
}

/**
 * The server's side of the unified login, over panva's openid-client (OpenID Certified): the provider's
 * metadata (discovered once and kept; after a failure the next sign-in tries again), authorization
 * requests with PKCE, state and nonce, the code exchange with the ID token's checks (signature by the
 * provider's JWKS, issuer, audience, expiry, nonce), userinfo, the provider's sign-out address, and the
 * tokens the provider sends us on its own (back-channel logout tokens, ID tokens to exchange), checked
 * with jose against the same JWKS. Plain http is allowed for a loopback provider only (settings).
 */
export async function createProviderClient(settings: OidcSettings, options: ProviderClientOptions) {
  const clientAuth = await readClientAuth(settings);
  const oidc = settings.provider.kind === 'discovery';
  let metadata:
    | Promise<{ config: client.Configuration; jwks: ReturnType<typeof createRemoteJWKSet> | undefined }>
    | undefined;

  const connect = async () => {
    const skewSeconds = Math.round((options.now().getTime() - Date.now()) / 1000);
    const clientMetadata: Partial<client.ClientMetadata> = {
      [client.clockSkew]: skewSeconds,
      [client.clockTolerance]: settings.clockToleranceSeconds,
    };
    const timeout = Math.ceil(settings.timeoutMs / 1000);
    const provider = settings.provider;
    let config: client.Configuration;
    if (provider.kind === 'discovery') {
      const issuer = new URL(provider.issuer);
      config = await client.discovery(issuer, settings.clientId, clientMetadata, clientAuth, {
        timeout,
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      });
    } else {
      const authorization = new URL(provider.authorizationUrl);
      config = new client.Configuration(
        {
          issuer: authorization.origin,
          authorization_endpoint: provider.authorizationUrl,
          token_endpoint: provider.tokenUrl,
          userinfo_endpoint: provider.userinfoUrl,
        },
        settings.clientId,
        clientMetadata,
        clientAuth,
      );
      config.timeout = timeout;
      if ([provider.authorizationUrl, provider.tokenUrl, provider.userinfoUrl].some(isHttp)) {
        client.allowInsecureRequests(config);
      }
    }
    const jwksUri = config.serverMetadata().jwks_uri;
    const jwks = jwksUri ? createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: settings.timeoutMs }) : undefined;
    return { config, jwks };
  };

  /** The provider's metadata, discovered on first use and kept; a failed discovery is tried again next time. */
  const provider = () => {
    metadata ??= connect().catch((error: unknown) => {
      metadata = undefined;
      throw classifyProviderError(error);
    });
    return metadata;
  };

  const jwtChecks = (audience: string | string[]) => ({
    issuer: settings.provider.kind === 'discovery' ? settings.provider.issuer : undefined,
    audience,
    currentDate: options.now(),
    clockTolerance: settings.clockToleranceSeconds,
  });

  /** Verifies a JWT the provider signed (its JWKS); open to provider-signed tokens only, never our own. */
  const verifyProviderJwt = async (token: string, audience: string | string[], requiredClaims: string[]) => {
    const { jwks } = await provider();
    if (!jwks) throw new UnifiedLoginError('rejected', 'the provider publishes no JWKS');
    try {
      return (await jwtVerify(token, jwks, { ...jwtChecks(audience), requiredClaims })).payload;
    } catch (error) {
      if (error instanceof Error && error.name === 'JWTExpired') {
        throw new UnifiedLoginError('clock', error.message, { cause: error });
      }
      if (error instanceof Error && /JWKSTimeout|fetch failed/.test(`${error.name} ${error.message}`)) {
        throw new UnifiedLoginError('unreachable', error.message, { cause: error });
      }
      throw new UnifiedLoginError('rejected', error instanceof Error ? error.message : String(error), { cause: error });
    }
  };

  return {
    /** Whether the provider speaks OpenID Connect (ID tokens, nonce, logout tokens), not plain OAuth 2.0. */
    oidc,

    /** Discovers the provider now (start-up), so a wrong issuer shows in the log before anyone signs in. */
    async check(): Promise<void> {
      await provider();
    },

    /**
     * A new sign-in: fresh state, nonce and PKCE verifier (openid-client's, 32 random bytes each), and the
     * provider's authorization address for them (authorization code, PKCE S256).
     */
    async startSignIn(redirectUri: string): Promise<{ request: AuthorizationRequest; url: URL }> {
      const { config } = await provider();
      const request: AuthorizationRequest = {
        redirectUri,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const parameters: Record<string, string> = {
        redirect_uri: request.redirectUri,
        response_type: 'code',
        state: request.state,
        code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (settings.scopes !== '') parameters.scope = settings.scopes;
      if (oidc) parameters.nonce = request.nonce;
      return { request, url: client.buildAuthorizationUrl(config, parameters) };
    },

    /**
     * Finishes a sign-in from the callback's parameters: checks the answer (state, an error the provider
     * sent), exchanges the code with the PKCE verifier, checks the ID token and reads userinfo.
     */
    async finishSignIn(callbackParameters: URLSearchParams, request: AuthorizationRequest): Promise<ProviderSignIn> {
      const { config } = await provider();
      // The redirect URI the token request names is the one the authorization request named, whatever
      // address (a proxy's, say) the callback arrived on.
      const callbackUrl = new URL(request.redirectUri);
      callbackUrl.search = callbackParameters.toString();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: request.codeVerifier,
          expectedState: request.state,
          ...(oidc ? { expectedNonce: request.nonce, idTokenExpected: true } : {}),
        });
        const idClaims = tokens.claims();
        const claims: Record<string, unknown> = { ...idClaims };
        const userinfoEndpoint = config.serverMetadata().userinfo_endpoint;
        if (idClaims && userinfoEndpoint) {
          Object.assign(claims, await client.fetchUserInfo(config, tokens.access_token, idClaims.sub));
        } else if (!idClaims && userinfoEndpoint) {
          Object.assign(claims, await plainUserinfo(config, tokens.access_token, new URL(userinfoEndpoint)));
        }
        return {
          claims,
          subject: idClaims?.sub,
          session: typeof idClaims?.sid === 'string' ? idClaims.sid : undefined,
          idToken: tokens.id_token,
        };
      } catch (error) {
        throw classifyProviderError(error);
      }
    },

    /**
     * The provider's sign-out address (RP-initiated logout) with the ID token as hint, our client id, the
     * page it returns to and a state it hands back; undefined when the provider has none (or is unreachable:
     * the sign-out here still holds).
     */
    async endSessionUrl(parameters: {
      idTokenHint: string | undefined;
      postLogoutRedirectUri: string;
      state: string;
    }): Promise<URL | undefined> {
      const endpoint = await provider().then(
        ({ config }) => settings.endSessionUrl ?? config.serverMetadata().end_session_endpoint,
        () => settings.endSessionUrl,
      );
      if (!endpoint) return undefined;
      const url = new URL(endpoint);
      if (parameters.idTokenHint) url.searchParams.set('id_token_hint', parameters.idTokenHint);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('post_logout_redirect_uri', parameters.postLogoutRedirectUri);
      url.searchParams.set('state', parameters.state);
      return url;
    },

    /**
     * Checks a back-channel logout token (OpenID Connect Back-Channel Logout 1.0 §2.6): signed by the
     * provider, for us, with `iat`, `exp`, `jti`, the logout event, `sub` or `sid`, and no `nonce`.
     */
    async verifyLogoutToken(token: string): Promise<LogoutTokenClaims> {
      const payload = await verifyProviderJwt(token, settings.clientId, ['iat', 'exp', 'jti', 'events']);
      if (!logoutEventsSchema.safeParse(payload.events).success) {
        throw new UnifiedLoginError('rejected', 'not a back-channel logout token (no logout event)');
      }
      if (payload.nonce !== undefined) throw new UnifiedLoginError('rejected', 'a logout token has no nonce');
      const subject = typeof payload.sub === 'string' ? payload.sub : undefined;
      const session = typeof payload.sid === 'string' ? payload.sid : undefined;
      if (subject === undefined && session === undefined) {
        throw new UnifiedLoginError('rejected', 'a logout token names sub or sid');
      }
      return { subject, session };
    },

    /**
     * Checks an ID token another county site received from the same provider (token exchange): signed by
     * the provider, issued for one of OIDC_EXCHANGE_CLIENT_IDS, not expired, with a subject.
     */
    async verifyExchangedIdToken(token: string): Promise<JWTPayload> {
      return verifyProviderJwt(token, settings.exchangeClientIds, ['iat', 'exp', 'sub']);
    },
  };
}

/** The provider client's interface. */
export type ProviderClient = Awaited<ReturnType<typeof createProviderClient>>;

function isHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && isLoopbackUrl(parsed);
}

/** A plain OAuth 2.0 provider's userinfo: any JSON object, as the claim mapping reads it. */
async function plainUserinfo(config: client.Configuration, accessToken: string, url: URL) {
  const response = await client.fetchProtectedResource(config, accessToken, url, 'GET');
  if (response.status >= 500) throw new UnifiedLoginError('unreachable', `userinfo answered ${response.status}`);
  if (!response.ok) throw new UnifiedLoginError('rejected', `userinfo answered ${response.status}`);
  const body = claimsSchema.safeParse(await response.json().catch(() => undefined));
  if (!body.success) throw new UnifiedLoginError('rejected', 'userinfo is not a JSON object');
  return body.data;
}

/** The client authentication the settings name; a private key file is read and checked now, at start-up. */
async function readClientAuth(settings: OidcSettings): Promise<client.ClientAuth> {
  const auth = settings.clientAuth;
  switch (auth.method) {
    case 'client_secret_basic':
      return client.ClientSecretBasic(auth.secret);
    case 'client_secret_post':
      return client.ClientSecretPost(auth.secret);
    case 'private_key_jwt': {
      const pem = await readFile(auth.keyFile, 'utf8').catch((error: unknown) => {
        throw new ConfigError('OIDC_PRIVATE_KEY_FILE', `cannot read ${auth.keyFile}: ${String(error)}`);
      });
      const key = await importPKCS8(pem, auth.algorithm).catch(() => {
        throw new ConfigError(
          'OIDC_PRIVATE_KEY_FILE',
          `${auth.keyFile} is not a PKCS#8 PEM private key for ${auth.algorithm} (OIDC_PRIVATE_KEY_ALG)`,
        );
      });
      return client.PrivateKeyJwt(auth.keyId ? { key, kid: auth.keyId } : key);
    }
    default:
      return auth satisfies never;
  }
}
