import { z } from 'zod';
import { ConfigError } from '../../config-error';

/** The path of our callback: OIDC_REDIRECT_URI must end there (the route is mounted at it). */
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';

/** How the server proves itself at the provider's token endpoint. */
type OidcClientAuth =
  | { method: 'client_secret_basic' | 'client_secret_post'; secret: string }
  | { method: 'private_key_jwt'; keyFile: string; algorithm: PrivateKeyAlgorithm; keyId: string | undefined };

/** Which claims carry each field of our account (a name, or a dotted path into nested claims). */
interface OidcClaimNames {
  uid: string;
  name: string;
  school: string;
  organ: string;
  organId: string;
  phone: string;
  roles: string;
}

/** One of our roles (users.role_id / role_name). */
export interface PlatformRole {
  roleId: string;
  roleName: string;
}

/** One row of the role mapping table: a role or group value at the provider (`providerRole`), and our role it gives. */
type RoleMapEntry = PlatformRole & { providerRole: string };

/** The unified login's settings (the OIDC_* settings); absent when the built-in sign-in alone runs. */
export interface OidcSettings {
  /** OIDC_ISSUER (discovery), or plain OAuth 2.0 by its three endpoints. */
  provider:
    | { kind: 'discovery'; issuer: string }
    | { kind: 'oauth2'; authorizationUrl: string; tokenUrl: string; userinfoUrl: string };
  /** OIDC_END_SESSION_URL: the provider's sign-out address when discovery does not name one. */
  endSessionUrl: string | undefined;
  clientId: string;
  clientAuth: OidcClientAuth;
  /** OIDC_SCOPES, space-separated. */
  scopes: string;
  /** OIDC_REDIRECT_URI; unset = our origin as the browser used it + {@link OIDC_CALLBACK_PATH}. */
  redirectUri: string | undefined;
  claims: OidcClaimNames;
  /** OIDC_ROLE_MAP in order: the first row matching one of the person's provider roles wins. */
  roleMap: RoleMapEntry[];
  /** OIDC_DEFAULT_ROLE: the role of a person no row matches; unset = such a person is refused. */
  defaultRole: PlatformRole | undefined;
  clockToleranceSeconds: number;
  timeoutMs: number;
  /** How long a sign-in may take at the provider before its callback is refused as stale. */
  loginTtlSeconds: number;
  /** OIDC_EXCHANGE_CLIENT_IDS: sites whose ID tokens `POST /auth/token` exchanges; empty = exchange off. */
  exchangeClientIds: string[];
}

const PRIVATE_KEY_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'] as const;
type PrivateKeyAlgorithm = (typeof PRIVATE_KEY_ALGORITHMS)[number];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for a loopback host name (a provider on this machine may be reached over plain HTTP). */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** An https URL; plain http only for a loopback address (a provider on this machine, or tests). */
const providerUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || isLoopbackUrl(url);
}, 'expected an https:// URL (plain http only for a loopback address)');
const nonBlank = z.string().trim().min(1, 'must not be blank');
const integer = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'expected a whole number').transform(Number).pipe(z.number().int().min(min).max(max));
const role = z
  .string()
  .trim()
  .regex(/^[^:\s][^:]*:.+$/, 'expected <roleId>:<roleName>, e.g. 3:教师')
  .transform((value): PlatformRole => {
    const at = value.indexOf(':');
    return { roleId: value.slice(0, at).trim(), roleName: value.slice(at + 1).trim() };
  });
const roleMap = z.string().transform((value, context): RoleMapEntry[] => {
  const entries: RoleMapEntry[] = [];
  for (const item of value.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const at = item.indexOf('=');
    const target = at > 0 ? role.safeParse(item.slice(at + 1)) : undefined;
    if (!target?.success) {
      context.addIssue({ code: 'custom', message: `expected <provider role>=<roleId>:<roleName>, not "${item}"` });
      return z.NEVER;
    }
    entries.push({ providerRole: item.slice(0, at).trim(), ...target.data });
  }
  return entries;
});
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Each OIDC_* setting's validator (loadConfig reads them with the others; absent and empty mean unset). */
export const oidcSettingSchemas = {
  OIDC_ISSUER: providerUrl,
  OIDC_AUTHORIZATION_URL: providerUrl,
  OIDC_TOKEN_URL: providerUrl,
  OIDC_USERINFO_URL: providerUrl,
  OIDC_END_SESSION_URL: providerUrl,
  OIDC_CLIENT_ID: nonBlank,
  OIDC_CLIENT_SECRET: nonBlank,
  OIDC_PRIVATE_KEY_FILE: nonBlank,
  OIDC_PRIVATE_KEY_ALG: z.enum(PRIVATE_KEY_ALGORITHMS, `expected one of ${PRIVATE_KEY_ALGORITHMS.join(', ')}`),
  OIDC_PRIVATE_KEY_ID: nonBlank,
  OIDC_TOKEN_AUTH_METHOD: z.enum(['client_secret_basic', 'client_secret_post', 'private_key_jwt']),
  OIDC_SCOPES: nonBlank,
  OIDC_REDIRECT_URI: z
    .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
    .refine((value) => new URL(value).pathname === OIDC_CALLBACK_PATH && new URL(value).search === '', {
      message: `expected our site's origin followed by ${OIDC_CALLBACK_PATH}`,
    }),
  OIDC_CLAIM_UID: nonBlank,
  OIDC_CLAIM_NAME: nonBlank,
  OIDC_CLAIM_SCHOOL: nonBlank,
  OIDC_CLAIM_ORGAN: nonBlank,
  OIDC_CLAIM_ORGAN_ID: nonBlank,
  OIDC_CLAIM_PHONE: nonBlank,
  OIDC_CLAIM_ROLES: nonBlank,
  OIDC_ROLE_MAP: roleMap,
  OIDC_DEFAULT_ROLE: role,
  OIDC_CLOCK_TOLERANCE_SECONDS: integer(0, 600),
  OIDC_TIMEOUT_MS: integer(1_000, 120_000),
  OIDC_LOGIN_TTL_SECONDS: integer(60, 3_600),
  OIDC_EXCHANGE_CLIENT_IDS: list,
} as const;

type OidcSettingName = keyof typeof oidcSettingSchemas;
type ReadSetting = <N extends OidcSettingName>(name: N) => z.output<(typeof oidcSettingSchemas)[N]> | undefined;

/**
 * The unified login's settings, or undefined when neither OIDC_ISSUER nor the plain OAuth 2.0 endpoints are
 * set. Contradictions and missing companions stop start-up with a {@link ConfigError} naming the setting.
 */
export function readOidcSettings(read: ReadSetting): OidcSettings | undefined {
  const issuer = read('OIDC_ISSUER');
  const endpoints = {
    OIDC_AUTHORIZATION_URL: read('OIDC_AUTHORIZATION_URL'),
    OIDC_TOKEN_URL: read('OIDC_TOKEN_URL'),
    OIDC_USERINFO_URL: read('OIDC_USERINFO_URL'),
  };
  const namedEndpoints = Object.entries(endpoints).filter(([, value]) => value !== undefined);
  if (!issuer && namedEndpoints.length === 0) return undefined;
  if (issuer && namedEndpoints.length > 0) {
    throw new ConfigError(
      namedEndpoints[0]?.[0] ?? 'OIDC_ISSUER',
      'set either OIDC_ISSUER (discovery) or the three OAuth 2.0 endpoints, not both',
    );
  }
  const provider = issuer
    ? { kind: 'discovery' as const, issuer: issuer.replace(/\/+$/, '') }
    : {
        kind: 'oauth2' as const,
        authorizationUrl: required('OIDC_AUTHORIZATION_URL', endpoints.OIDC_AUTHORIZATION_URL),
        tokenUrl: required('OIDC_TOKEN_URL', endpoints.OIDC_TOKEN_URL),
        userinfoUrl: required('OIDC_USERINFO_URL', endpoints.OIDC_USERINFO_URL),
      };
  const roleMapEntries = read('OIDC_ROLE_MAP') ?? [];
  const defaultRole = read('OIDC_DEFAULT_ROLE');
  if (roleMapEntries.length === 0 && !defaultRole) {
    throw new ConfigError(
      'OIDC_ROLE_MAP',
      'the unified login needs OIDC_ROLE_MAP or OIDC_DEFAULT_ROLE (else no one could sign in)',
    );
  }
  const scopes = read('OIDC_SCOPES') ?? (provider.kind === 'discovery' ? 'openid profile' : '');
  if (provider.kind === 'discovery' && !scopes.split(/\s+/).includes('openid')) {
    throw new ConfigError('OIDC_SCOPES', 'OpenID Connect needs the openid scope');
  }
  return {
    provider,
    endSessionUrl: read('OIDC_END_SESSION_URL'),
    clientId: required('OIDC_CLIENT_ID', read('OIDC_CLIENT_ID')),
    clientAuth: readClientAuth(read),
    scopes,
    redirectUri: read('OIDC_REDIRECT_URI'),
    claims: {
      uid: read('OIDC_CLAIM_UID') ?? 'sub',
      name: read('OIDC_CLAIM_NAME') ?? 'name',
      school: read('OIDC_CLAIM_SCHOOL') ?? 'school_name',
      organ: read('OIDC_CLAIM_ORGAN') ?? 'organ_name',
      organId: read('OIDC_CLAIM_ORGAN_ID') ?? 'organ_id',
      phone: read('OIDC_CLAIM_PHONE') ?? 'phone_number',
      roles: read('OIDC_CLAIM_ROLES') ?? 'roles',
    },
    roleMap: roleMapEntries,
    defaultRole,
    clockToleranceSeconds: read('OIDC_CLOCK_TOLERANCE_SECONDS') ?? 30,
    timeoutMs: read('OIDC_TIMEOUT_MS') ?? 10_000,
    loginTtlSeconds: read('OIDC_LOGIN_TTL_SECONDS') ?? 600,
    exchangeClientIds: read('OIDC_EXCHANGE_CLIENT_IDS') ?? [],
  };
}

function readClientAuth(read: ReadSetting): OidcClientAuth {
  const secret = read('OIDC_CLIENT_SECRET');
  const keyFile = read('OIDC_PRIVATE_KEY_FILE');
  const method = read('OIDC_TOKEN_AUTH_METHOD') ?? (keyFile ? 'private_key_jwt' : 'client_secret_basic');
  if (secret && keyFile) {
    throw new ConfigError('OIDC_PRIVATE_KEY_FILE', 'set either OIDC_CLIENT_SECRET or OIDC_PRIVATE_KEY_FILE, not both');
  }
  if (method === 'private_key_jwt') {
    return {
      method,
      keyFile: required('OIDC_PRIVATE_KEY_FILE', keyFile, 'OIDC_TOKEN_AUTH_METHOD=private_key_jwt needs it'),
      algorithm: read('OIDC_PRIVATE_KEY_ALG') ?? 'RS256',
      keyId: read('OIDC_PRIVATE_KEY_ID'),
    };
  }
  return {
    method,
    secret: required(
      'OIDC_CLIENT_SECRET',
      secret,
      `the unified login needs OIDC_CLIENT_SECRET or OIDC_PRIVATE_KEY_FILE`,
    ),
  };
}

function required<T>(name: string, value: T | undefined, why = 'missing while the unified login is configured'): T {
  if (value === undefined) throw new ConfigError(name, why);
  return value;
}

/**
 * The origin where a sign-out continues at the provider (RP-initiated logout): OIDC_END_SESSION_URL's when
 * set, else the discovery issuer's (providers serve their end-session endpoint there); none for plain
 * OAuth 2.0 without an end-session address. The pages' CSP form-action lets a sign-out form end there.
 */
export function providerSignOutOrigin(settings: Pick<OidcSettings, 'provider' | 'endSessionUrl'>): string | undefined {
  if (settings.endSessionUrl) return new URL(settings.endSessionUrl).origin;
  return settings.provider.kind === 'discovery' ? new URL(settings.provider.issuer).origin : undefined;
}
