import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { parseJson } from '../domain/parse-json';
import { AUTH_COOKIE_NAME } from './portal-constants';
import type { PortalDeps, PortalEnv, PortalIdentity } from './portal-env';
import { PortalError } from './portal-error';

/** The token of a request: `Authorization: Bearer <t>`, a bare `Authorization: <t>`, or the login cookie. */
export function readToken(header: string | undefined, cookie: string | undefined): string | undefined {
  const value = header?.trim();
  if (value) return /^Bearer\s+(\S+)$/i.exec(value)?.[1] ?? (/\s/.test(value) ? undefined : value);
  return cookie || undefined;
}

/** Loads the identity of a uid (account plus portal profile), or undefined when the account is gone. */
export async function loadIdentity(db: PortalDeps['db'], uid: string): Promise<PortalIdentity | undefined> {
  const user = await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!user) return undefined;
  const profile = await db.selectFrom('portal_profiles').selectAll().where('uid', '=', uid).executeTakeFirst();
  const subjects = profile ? parseJson(profile.subject_ids) : { ok: false as const };
  return {
    uid: user.uid,
    username: user.username,
    userName: user.user_name,
    roleId: user.role_id,
    roleName: user.role_name,
    schoolName: user.school_name,
    organName: user.organ_name,
    organId: user.organ_id,
    phone: user.phone,
    avatar: profile?.avatar || user.avatar,
    schoolId: profile?.school_id ?? '',
    pwdExpireAt: profile?.pwd_expire_at,
    wxBind: profile?.wx_bind === 1,
    subjectIds: subjects.ok && Array.isArray(subjects.value) ? subjects.value.map(String) : [],
    userType: profile?.user_type ?? '3',
  };
}

/**
 * Puts the verified user (or undefined) on every portal request. A missing or invalid token is not
 * refused here: public calls work anonymously, and {@link requireIdentity} refuses the others with 401.
 */
export function resolveIdentity(deps: PortalDeps): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    const token = readToken(c.req.header('authorization'), getCookie(c, AUTH_COOKIE_NAME));
    const verified = token ? await deps.tokens.verify(token) : undefined;
    c.set('identity', verified ? await loadIdentity(deps.db, verified.uid) : undefined);
    await next();
  };
}

/** The identity of a call that needs login; 401 for anonymous visitors. */
export function requireIdentity(identity: PortalIdentity | undefined): PortalIdentity {
  if (!identity) throw new PortalError(401, '请先登录');
  return identity;
}

/** True for platform administrators. */
export function isPlatformAdmin(identity: PortalIdentity): boolean {
  return identity.roleId === '1' || identity.roleName.includes('平台管理员');
}

/** True for the 两研一刊 administrator role (SPEC §6). */
export function isResearchAdmin(identity: PortalIdentity): boolean {
  return identity.roleName.includes('两研一刊管理员');
}
