import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ReadClientAddress } from '../http/client-address-reader';
import type { ServerEnv } from '../http/server-env';
import type { LoginGuard } from './login-guard';
import type { SessionCookieSettings } from './session-cookie';
import type { TokenService } from './token-service';

/** What the login page needs from the server. */
export interface LoginPageDeps {
  db: Kysely<Database>;
  tokens: Pick<TokenService, 'issue' | 'revoke'>;
  /** The lockout shared with `POST /auth/login` and the portal's login call. */
  loginGuard: LoginGuard;
  /** How the session cookie is set (COOKIE_SECURE, token lifetime). */
  session: SessionCookieSettings;
  /** The client address the per-address login limit counts (TRUST_PROXY). */
  clientAddress: ReadClientAddress;
  /**
   * The unified login's part of a sign-out (RP-initiated logout): the provider's sign-out address when this
   * browser's session came from the provider, which then comes back to the page. Unset without it.
   */
  endProviderSession?: ((c: Context<ServerEnv>, returnTo: string) => Promise<string | undefined>) | undefined;
  /** The provider's origin, where the sign-out form's redirect may end (its CSP form-action). */
  providerOrigin?: string | undefined;
  now?: () => Date;
}
