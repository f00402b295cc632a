import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RevocationList } from '../revoked-token-store';
import type { SessionCookieSettings } from '../session-cookie';
import type { SessionLedger } from '../session-ledger';
import type { TokenService } from '../token-service';
import type { LoginRequestStore } from './login-request-store';
import type { OidcSettings } from './oidc-settings';
import type { ProviderClient } from './provider-client';

/** What the unified login's routes need. */
export interface UnifiedLoginDeps {
  db: Kysely<Database>;
  settings: OidcSettings;
  provider: ProviderClient;
  requests: LoginRequestStore;
  tokens: Pick<TokenService, 'issueSession'>;
  sessions: Pick<SessionLedger, 'find' | 'endAllOf' | 'usersOf'>;
  revocations: Pick<RevocationList, 'revoke'>;
  session: SessionCookieSettings;
  now: () => Date;
  log: (message: string) => void;
  /**
   * PUBLIC_ORIGIN: the site's origin for the addresses given to the provider (redirect and post-logout
   * URIs), before a trusted proxy's headers and the request's own; never only a raw `Host` when set.
   */
  publicOrigin?: string | undefined;
}
