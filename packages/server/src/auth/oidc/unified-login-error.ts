import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';

/**
 * What went wrong in a sign-in through the provider, as the person is told it:
 * - `unreachable`: the provider did not answer (down, network, time-out, a 5xx);
 * - `denied`: the person refused consent at the provider (`access_denied`);
 * - `stale`: the callback's state is unknown, already used, of another browser, or ran out;
 * - `expired`: the provider refused the code (`invalid_grant`: it ran out or was used);
 * - `clock`: the ID token's times do not fit our clock (the two clocks differ too much);
 * - `rejected`: the provider's answer failed a check (signature, issuer, audience, nonce);
 * - `provider-error`: the provider answered another OAuth error;
 * - `no-uid`, `no-role`: the claims give no user id, or no role of ours;
 * - `disabled`: the account was disabled.
 */
export type SignInProblem =
  | 'unreachable'
  | 'denied'
  | 'stale'
  | 'expired'
  | 'clock'
  | 'rejected'
  | 'provider-error'
  | 'no-uid'
  | 'no-role'
  | 'disabled';

/** A sign-in through the provider that cannot finish; the callback shows it as a message page. */
export class UnifiedLoginError extends Error {
  override readonly name = 'UnifiedLoginError';
  constructor(
    readonly problem: SignInProblem,
    message: string,
    options: { cause?: unknown; providerCode?: string | undefined } = {},
  ) {
    super(message, { cause: options.cause });
    this.providerCode = options.providerCode;
  }
  /** The provider's OAuth error code, when it sent one (shown for support; only `[a-z_]` characters). */
  readonly providerCode: string | undefined;
}

/** Realm-safe check for {@link UnifiedLoginError}. */
function isUnifiedLoginError(error: unknown): error is UnifiedLoginError {
  return error instanceof Error && error.name === 'UnifiedLoginError' && 'problem' in error;
}

/** The openid-client codes of a provider that did not answer usefully at all. */
const UNREACHABLE_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/**
 * Sorts an error of openid-client (or of fetch under it) into a {@link UnifiedLoginError}. Anything
 * that is not the provider's doing (a TypeError of our own, say) is thrown on: that is a bug, not a
 * message for the person.
 */
export function classifyProviderError(error: unknown): UnifiedLoginError {
  if (isUnifiedLoginError(error)) return error;
  if (error instanceof AuthorizationResponseError) {
    if (error.error === 'access_denied') return new UnifiedLoginError('denied', 'consent refused', { cause: error });
    return new UnifiedLoginError('provider-error', `authorization error ${error.error}`, {
      cause: error,
      providerCode: safeCode(error.error),
    });
  }
  if (error instanceof ResponseBodyError) {
    if (error.status >= 500)
      return new UnifiedLoginError('unreachable', `provider answered ${error.status}`, { cause: error });
    if (error.error === 'invalid_grant') return new UnifiedLoginError('expired', 'code refused', { cause: error });
    return new UnifiedLoginError('provider-error', `token error ${error.error}`, {
      cause: error,
      providerCode: safeCode(error.error),
    });
  }
  if (error instanceof ClientError) {
    if (error.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') {
      return new UnifiedLoginError('clock', error.message, { cause: error });
    }
    if (error.code !== undefined && UNREACHABLE_CODES.has(error.code)) {
      return new UnifiedLoginError('unreachable', error.message, { cause: error });
    }
    return new UnifiedLoginError('rejected', error.message, { cause: error });
  }
  // fetch's own failure (refused connection, unknown host, reset): the cause names the system error.
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return new UnifiedLoginError('unreachable', 'provider unreachable', { cause: error });
  }
  throw error;
}

/** An OAuth error code fit to show: the spec's characters only, and short. */
function safeCode(code: string): string | undefined {
  return /^[a-z_]{1,40}$/.test(code) ? code : undefined;
}
