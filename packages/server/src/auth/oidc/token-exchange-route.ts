import { ACCESS_TOKEN_TYPE, ID_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT_TYPE, type TokenExchangeResult } from '@edu/api-client';
import type { Hono } from 'hono';
import type { ServerEnv } from '../../http/server-env';
import { profileFromClaims } from './profile-from-claims';
import { provisionAccount } from './provision-account';
import type { UnifiedLoginDeps } from './unified-login-deps';
import { classifyProviderError, type SignInProblem } from './unified-login-error';

/** The refusal of each problem (RFC 6749 §5.2 errors, a description a site's developer can act on). */
const REFUSALS: Partial<Record<SignInProblem, { status: 400 | 503; error: string; description: string }>> = {
  unreachable: {
    status: 503,
    error: 'temporarily_unavailable',
    description: '暂时无法连接统一身份认证服务（取不到签名公钥），请稍后再试',
  },
  clock: { status: 400, error: 'invalid_grant', description: 'ID token 已过期，请重新登录后再换取' },
  'no-uid': { status: 400, error: 'invalid_grant', description: 'ID token 中没有可用的用户编号' },
  'no-role': {
    status: 400,
    error: 'invalid_grant',
    description: '该用户没有本平台的角色：ID token 未带角色时，须先在本平台登录过一次',
  },
  disabled: { status: 400, error: 'invalid_grant', description: '该账号已被停用' },
};
const REJECTED = {
  status: 400,
  error: 'invalid_grant',
  description: 'ID token 未通过校验（签名、签发方、受众须为 OIDC_EXCHANGE_CLIENT_IDS 之一、有效期）',
} as const;

/**
 * `POST /auth/token`, RFC 8693 token exchange for other county sites that sign in with the same provider:
 * the site sends the ID token the provider gave it (`subject_token_type` id_token); an ID token signed by
 * the provider, issued for one of OIDC_EXCHANGE_CLIENT_IDS and not expired is exchanged for our Bearer
 * token of that person (provisioned or updated as at a sign-in, a disabled account refused). The token is
 * recorded as a provider session, so the provider's back-channel logout ends it too.
 */
export function registerTokenExchangeRoute(
  app: Hono<ServerEnv>,
  deps: Pick<UnifiedLoginDeps, 'db' | 'settings' | 'provider' | 'tokens' | 'now' | 'log'>,
): void {
  app.post('/token', async (c) => {
    c.header('Cache-Control', 'no-store');
    const form = await c.req.parseBody().catch(() => undefined);
    if (form?.grant_type !== TOKEN_EXCHANGE_GRANT_TYPE) {
      return c.json(
        { error: 'unsupported_grant_type', error_description: `grant_type 须为 ${TOKEN_EXCHANGE_GRANT_TYPE}` },
        400,
      );
    }
    const token = form.subject_token;
    if (form.subject_token_type !== ID_TOKEN_TYPE || typeof token !== 'string' || token === '') {
      return c.json(
        {
          error: 'invalid_request',
          error_description: `须提供 subject_token，subject_token_type 须为 ${ID_TOKEN_TYPE}`,
        },
        400,
      );
    }
    try {
      const claims = await deps.provider.verifyExchangedIdToken(token);
      const outcome = profileFromClaims(claims, deps.settings);
      let uid: string;
      if (outcome.ok) {
        const account = await provisionAccount(deps.db, outcome.profile, deps.now);
        if (!account.ok) return refuse('disabled');
        uid = account.user.uid;
      } else if (outcome.reason === 'no-role' && outcome.providerRoles.length === 0) {
        // An ID token often carries no roles (they come from userinfo): a person who already has an account
        // here (from a sign-in at the portal) keeps it as it is; anyone else must sign in here first.
        const account = await deps.db
          .selectFrom('users')
          .select(['uid', 'disabled_at'])
          .where('uid', '=', outcome.uid)
          .executeTakeFirst();
        if (!account) return refuse('no-role');
        if (account.disabled_at !== null) return refuse('disabled');
        uid = account.uid;
      } else {
        return refuse(outcome.reason);
      }
      const issued = await deps.tokens.issueSession(uid, {
        method: 'provider',
        providerSubject: typeof claims.sub === 'string' ? claims.sub : uid,
        providerSession: typeof claims.sid === 'string' ? claims.sid : undefined,
      });
      const result: TokenExchangeResult = {
        access_token: issued.token,
        issued_token_type: ACCESS_TOKEN_TYPE,
        token_type: 'Bearer',
        expires_in: Math.max(0, Math.round((issued.expiresAt.getTime() - Date.now()) / 1000)),
      };
      return c.json(result);
    } catch (error) {
      const problem = classifyProviderError(error);
      deps.log(`Unified login: token exchange refused: ${problem.problem}: ${problem.message}`);
      return refuse(problem.problem);
    }

    function refuse(problem: SignInProblem) {
      const refusal = REFUSALS[problem] ?? REJECTED;
      return c.json({ error: refusal.error, error_description: refusal.description }, refusal.status);
    }
  });
}
