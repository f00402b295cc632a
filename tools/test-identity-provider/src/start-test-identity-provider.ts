import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, type JWTPayload, SignJWT } from 'jose';
import Provider, { type AdapterPayload, type ClientMetadata, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { createProviderStore, memoryAdapter } from './memory-adapter';
import { renderConsentPage, renderLoginPage, renderLogoutPage, renderSignedOutPage } from './render-provider-pages';

/** A person who can sign in at the provider, and the claims it tells relying parties about them. */
export interface TestAccount {
  /** The subject (`sub`). */
  id: string;
  password: string;
  /** Further claims (name, school_name, roles, phone_number, …), released by scope (see CLAIMS_BY_SCOPE). */
  claims: Record<string, unknown>;
}

/** A token endpoint answer as JSON (`id_token`, `access_token`, …), for {@link TestIdentityProvider.rewriteTokenResponses}. */
export type TokenResponseBody = Record<string, unknown>;

/** What the provider did when it told a site about a sign-out (OpenID Connect Back-Channel Logout). */
export interface BackchannelDelivery {
  clientId: string;
  accountId: string;
  sid: string | undefined;
  /** Undefined when the site answered 200; else why the delivery failed. */
  error: string | undefined;
}

/** Options of {@link startTestIdentityProvider}. */
export interface TestIdentityProviderOptions {
  accounts: readonly TestAccount[];
  /**
   * Host name in the issuer. Default `localhost`, while the server binds 127.0.0.1: the sites under test
   * run on 127.0.0.1, so the browser treats the provider as another site, as it would be.
   */
  hostname?: string;
}

/** A running provider. */
export interface TestIdentityProvider {
  /**
   * The issuer identifier, e.g. `http://localhost:41234` (discovery at `/.well-known/openid-configuration`).
   * Beside OpenID Connect's endpoints, `/api/me` answers a plain OAuth 2.0 profile for an access token.
   */
  issuer: string;
  /** Registers (or replaces) a client; a relying party registers once it knows its own address. */
  addClient(metadata: ClientMetadata): void;
  /** Adds an account or replaces its password and claims (a later sign-in sees the new claims). */
  setAccount(account: TestAccount): void;
  /** Changes every token endpoint answer from now on (`undefined` stops): a tampered or re-signed ID token. */
  rewriteTokenResponses(rewrite: ((body: TokenResponseBody) => Promise<TokenResponseBody>) | undefined): void;
  /** How long an authorization code lives, in seconds (default 60). */
  setAuthorizationCodeTtl(seconds: number): void;
  /** Signs claims with the provider's own key, as its ID tokens are signed (RS256, its `kid`). */
  signWithProviderKey(claims: JWTPayload): Promise<string>;
  /** Back-channel logout deliveries so far, in order. */
  backchannelDeliveries: BackchannelDelivery[];
  close(): Promise<void>;
}

/**
 * The provider's plain OAuth 2.0 profile API: `{ code: 0, data: { userId, ...claims } }` for a valid access
 * token (see {@link TestIdentityProvider}).
 */
const PROFILE_API_PATH = '/api/me';

/** Which claims each scope releases (userinfo; the ID token carries `sub`, `sid` and the like). */
const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'preferred_username', 'school_name', 'organ_name', 'organ_id', 'roles'],
  phone: ['phone_number'],
  sid: null,
  acr: null,
  auth_time: null,
  iss: null,
};

/**
 * Starts panva's oidc-provider (the last major that runs on Node 20) on a free loopback port: its own
 * sign-in, consent and sign-out pages, PKCE required, RP-initiated and back-channel logout on, every
 * client registered at run time through {@link TestIdentityProvider.addClient}.
 */
export async function startTestIdentityProvider(options: TestIdentityProviderOptions): Promise<TestIdentityProvider> {
  const accounts = new Map(options.accounts.map((account) => [account.id, account]));
  const store = createProviderStore();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey: JWK = {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: 'test-key-1',
    alg: 'RS256',
    use: 'sig',
  };
  let rewrite: ((body: TokenResponseBody) => Promise<TokenResponseBody>) | undefined;
  let codeTtlSeconds = 60;
  const backchannelDeliveries: BackchannelDelivery[] = [];

  let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.hostname ?? 'localhost'}:${port}`;

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(store),
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    claims: CLAIMS_BY_SCOPE,
    pkce: { methods: ['S256'], required: () => true },
    clientDefaults: { token_endpoint_auth_method: 'client_secret_basic', id_token_signed_response_alg: 'RS256' },
    ttl: {
      AuthorizationCode: () => codeTtlSeconds,
      AccessToken: 3_600,
      IdToken: 3_600,
      Interaction: 3_600,
      Session: 86_400,
      Grant: 86_400,
    },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = renderSignedOutPage();
        },
      },
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account.claims, sub: id }) };
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>统一身份认证出错</title><h1>统一身份认证出错</h1><pre>${JSON.stringify(out).replace(/</g, '\\u003c')}</pre></html>`;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'token' && rewrite && ctx.status === 200 && typeof ctx.body === 'object' && ctx.body) {
      ctx.body = await rewrite(ctx.body as TokenResponseBody);
    }
  });
  provider.on('backchannel.success', (_ctx, client, accountId, sid) => {
    backchannelDeliveries.push({ clientId: client.clientId, accountId, sid, error: undefined });
  });
  provider.on('backchannel.error', (_ctx, error, client, accountId, sid) => {
    backchannelDeliveries.push({ clientId: client.clientId, accountId, sid, error: String(error) });
  });

  const callback = provider.callback();
  answer = (request, response) => {
    if (request.url === PROFILE_API_PATH) {
      void answerProfileApi(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    const interaction = /^\/interaction\/([^/?]+)(?:\/(login|confirm|abort))?(?:\?|$)/.exec(request.url ?? '');
    if (!interaction) return void callback(request, response);
    void answerInteraction(request, response, interaction[2]).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  };

  async function answerInteraction(request: IncomingMessage, response: ServerResponse, step: string | undefined) {
    const details = await provider.interactionDetails(request, response);
    const client = await provider.Client.find(String(details.params.client_id));
    const clientName = client?.clientName ?? String(details.params.client_id);
    if (step === undefined) {
      const html =
        details.prompt.name === 'login'
          ? renderLoginPage(details.uid, clientName)
          : renderConsentPage(details.uid, clientName, String(details.params.scope ?? '').split(' '));
      return sendHtml(response, html);
    }
    if (request.method !== 'POST') return sendHtml(response, renderLoginPage(details.uid, clientName), 405);
    if (step === 'login') {
      const form = await readForm(request);
      const account = accounts.get(form.get('login') ?? '');
      if (!account || account.password !== form.get('password')) {
        return sendHtml(response, renderLoginPage(details.uid, clientName, '账号或口令错误'), 401);
      }
      return provider.interactionFinished(request, response, { login: { accountId: account.id } });
    }
    if (step === 'abort') {
      return provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The person refused the request',
      });
    }
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('the interaction names a grant that does not exist');
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  /**
   * A plain OAuth 2.0 profile API, as many unified-login platforms have instead of OpenID Connect's
   * userinfo: the access token in `Authorization: Bearer`, the person in a non-standard envelope.
   */
  async function answerProfileApi(request: IncomingMessage, response: ServerResponse) {
    const value = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = value ? await provider.AccessToken.find(value) : undefined;
    const account = token ? accounts.get(token.accountId) : undefined;
    response.setHeader('content-type', 'application/json; charset=utf-8');
    if (!account) {
      response.statusCode = 401;
      return void response.end(JSON.stringify({ code: 401, msg: 'invalid access token' }));
    }
    response.end(JSON.stringify({ code: 0, msg: 'ok', data: { userId: account.id, ...account.claims } }));
  }

  const privateSigningKey = await importJWK(signingKey, 'RS256');
  return {
    issuer,
    addClient(metadata) {
      store.clients.set(metadata.client_id, metadata as AdapterPayload);
    },
    setAccount(account) {
      accounts.set(account.id, account);
    },
    rewriteTokenResponses(next) {
      rewrite = next;
    },
    setAuthorizationCodeTtl(seconds) {
      codeTtlSeconds = seconds;
    },
    signWithProviderKey(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingKey.kid }).sign(privateSigningKey);
    },
    backchannelDeliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendHtml(response: ServerResponse, html: string, status = 200): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
