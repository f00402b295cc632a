import type { Kysely } from 'kysely';
import type { UsageRecorder } from '../admin/usage-recorder';
import type { GuideContentWriter } from '../ai/chat/guide/guide-change-log';
import type { LoginGuard } from '../auth/login-guard';
import type { SessionCookieSettings } from '../auth/session-cookie';
import type { SessionLedger } from '../auth/session-ledger';
import type { TokenService } from '../auth/token-service';
import type { Database } from '../db/schema';
import type { ReadClientAddress } from '../http/client-address-reader';
import type { WriteLimits } from '../http/write-limits';
import type { FileStore } from '../storage/file-store';
import type { OfficePreviewSettings } from '../storage/office/office-preview-settings';
import type { StorageSettings } from '../storage/storage-settings';

/** The limits of the portal API (settings, see config.ts). */
interface PortalLimits {
  /** BODY_LIMIT_BYTES: largest request body outside uploads. */
  bodyLimitBytes: number;
  /** VIEW_LOG_RATE_LIMIT_PER_MINUTE: anonymous file-view log writes per client address per minute. */
  viewLogPerMinute: number;
  /** VIEW_COUNT_WINDOW_SECONDS, in milliseconds: a view counts once per viewer and item in such a window. */
  viewCountWindowMs: number;
  /** The OFFICE_PREVIEW_* settings. */
  officePreview: OfficePreviewSettings;
  /** CONSOLE_IMPORT_MAX_ROWS: rows one teachers' spreadsheet import may hold. */
  consoleImportMaxRows: number;
  /** CONSOLE_EXPORT_MAX_ROWS: rows one console export may hold. */
  consoleExportMaxRows: number;
}

/** What the portal routes need from the server. */
export interface PortalDeps {
  /** The server's database (one Kysely type with every table). */
  db: Kysely<Database>;
  /** The token service (verifies portal tokens; the unified-login call issues them, logout revokes). */
  tokens: Pick<TokenService, 'verify' | 'issue' | 'revoke'>;
  /** Where files are kept: the local disk, or the S3-compatible store (the same files for every copy). */
  store: FileStore;
  /** How uploads are signed: the local store, or a real S3-compatible store. */
  storage: StorageSettings;
  /** Clock, injectable for tests. */
  now?: () => Date;
  /** The lockout shared with the login page and the JSON `POST /auth/login`. */
  loginGuard: LoginGuard;
  /** How the session cookie is set and cleared (COOKIE_SECURE, token lifetime). */
  session: SessionCookieSettings;
  /** The client address of a request, for per-address limits (TRUST_PROXY). */
  clientAddress: ReadClientAddress;
  limits: PortalLimits;
  /** Who was active per day, for the console's dashboard. */
  usage: Pick<UsageRecorder, 'active'>;
  /** Every session the server issued: the console ends a disabled or reset account's sessions at once. */
  sessions: Pick<SessionLedger, 'endAllOf'>;
  /** The per-user limits of repeatable writes (shared with the AI service's). */
  writeLimits: WriteLimits;
  /** PUBLIC_ORIGIN: the origin of the absolute URLs handed out, when configured. */
  publicOrigin: string | undefined;
  /**
   * How guided content is written (research news and activities): with its offline-guide changes in one
   * transaction, so every copy's guide follows an acknowledged write. Absent: the content alone is written.
   */
  guideContent?: GuideContentWriter;
}
