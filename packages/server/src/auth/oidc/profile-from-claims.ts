import { PROVIDER_FIELD_MAX_CHARS as FIELD_MAX_CHARS, PROVIDER_UID_MAX_CHARS as UID_MAX_CHARS } from '../../constants';
import type { OidcSettings, PlatformRole } from './oidc-settings';

/** Our account fields as the provider's claims give them; a field the claims lack is undefined. */
export interface ProviderProfile {
  uid: string;
  userName: string | undefined;
  schoolName: string | undefined;
  organName: string | undefined;
  organId: string | undefined;
  phone: string | undefined;
  /** Our role, from the role mapping table (or the default role). */
  role: PlatformRole;
}

/** The profile, or why the claims cannot make one. */
export type ProfileOutcome =
  | { ok: true; profile: ProviderProfile }
  /** The user id claim is missing, or not a plain id of at most PROVIDER_UID_MAX_CHARS characters. */
  | { ok: false; reason: 'no-uid' }
  /** None of the person's provider roles is in the mapping table, and there is no default role. */
  | { ok: false; reason: 'no-role'; uid: string; providerRoles: string[] };

/**
 * Our account from the provider's claims (the ID token's, then userinfo's), by the claim mapping: each
 * field is a claim name, or a dotted path into nested claims (`data.userId`) when no claim has that very
 * name. Strings and numbers are taken, trimmed and capped; the role is the first row of the mapping table
 * that names one of the person's provider roles (an array, or a string separated by spaces or commas).
 */
export function profileFromClaims(
  claims: Readonly<Record<string, unknown>>,
  settings: Pick<OidcSettings, 'claims' | 'roleMap' | 'defaultRole'>,
): ProfileOutcome {
  const names = settings.claims;
  const uid = text(claimValue(claims, names.uid), UID_MAX_CHARS + 1);
  if (uid === undefined || uid.length > UID_MAX_CHARS || /[\s\p{Cc}]/u.test(uid))
    return { ok: false, reason: 'no-uid' };
  const providerRoles = rolesOf(claimValue(claims, names.roles));
  const mapped = settings.roleMap.find((entry) => providerRoles.includes(entry.providerRole));
  const role = mapped ? { roleId: mapped.roleId, roleName: mapped.roleName } : settings.defaultRole;
  if (!role) return { ok: false, reason: 'no-role', uid, providerRoles };
  return {
    ok: true,
    profile: {
      uid,
      userName: text(claimValue(claims, names.name), FIELD_MAX_CHARS.userName),
      schoolName: text(claimValue(claims, names.school), FIELD_MAX_CHARS.schoolName),
      organName: text(claimValue(claims, names.organ), FIELD_MAX_CHARS.organName),
      organId: text(claimValue(claims, names.organId), FIELD_MAX_CHARS.organId),
      phone: text(claimValue(claims, names.phone), FIELD_MAX_CHARS.phone),
      role,
    },
  };
}

/** A claim by its name, else by a dotted path through nested objects. */
function claimValue(claims: Readonly<Record<string, unknown>>, name: string): unknown {
  if (Object.hasOwn(claims, name)) return claims[name];
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, part)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A string or number claim, trimmed and cut to `maxChars`; undefined when absent or blank. */
function text(value: unknown, maxChars: number): string | undefined {
  const raw = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const trimmed = raw?.trim();
  return trimmed ? Array.from(trimmed).slice(0, maxChars).join('') : undefined;
}

/** The person's provider roles: an array of strings, or one string separated by spaces or commas. */
function rolesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}
