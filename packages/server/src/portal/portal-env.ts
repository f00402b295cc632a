import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/token-service';
import type { AccountProfile } from '../db/account-profile';
import type { FileStore } from './file-store';
import type { LoginGuard } from './login-guard';
import type { PortalDatabase } from './portal-database';
import type { GuideContentSink } from './portal-guide-documents';
import type { StorageSettings } from './storage-settings';

/** The logged-in user of a portal request, from part 1's account plus the portal profile. */
export interface PortalIdentity extends AccountProfile {
  avatar: string;
  schoolId: string;
  pwdExpireAt: string | undefined;
  wxBind: boolean;
  subjectIds: string[];
  userType: string;
}

/** Hono environment of the portal routes. */
export interface PortalEnv {
  Variables: {
    /** The verified user, or undefined for an anonymous visitor. */
    identity: PortalIdentity | undefined;
  };
}

/** What the portal routes need from the server. */
export interface PortalDeps {
  /** Part 1's database handle seen with the portal's tables too (`db.withTables<PortalTables>()`). */
  db: Kysely<PortalDatabase>;
  /** Part 1's token service (verifies portal tokens; the unified-login call issues them). */
  tokens: Pick<TokenService, 'verify' | 'issue'>;
  /** Where files are kept (local disk). */
  store: FileStore;
  /** How uploads are signed: the local store, or a real S3-compatible store. */
  storage: StorageSettings;
  /** Clock, injectable for tests. */
  now?: () => Date;
  /** The lockout shared with the login page and part 1's `POST /auth/login` (one is made when absent). */
  loginGuard?: LoginGuard;
  /** The offline guide's index: research news and activities written through the API are (re)indexed. */
  guideIndex?: GuideContentSink;
}
