import { RESEARCH_ADMIN_ROLE_LABEL } from '@edu/api-client';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Identity } from '../http/identity';
import { parseJson } from '../http/parse-json';
import type { ServerEnv } from '../http/server-env';
import { readRequestCredentials } from './request-credentials';
import type { TokenIdentity, TokenService } from './token-service';

/**
 * Loads the identity of a verified token (account plus portal profile), or undefined when the account is
 * gone or disabled.
 */
async function loadIdentity(db: Kysely<Database>, token: TokenIdentity): Promise<Identity | undefined> {
  const { uid } = token;
  const user = await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!user || user.disabled_at !== null) return undefined;
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
    signInMethod: token.method,
  };
}

/**
 * Puts the verified user (or undefined) and where the credential came from on every portal request. A
 * missing or invalid token is not refused here: public calls work anonymously, and {@link requireIdentity}
 * refuses the others with 401.
 */
export function resolveIdentity(deps: {
  db: Kysely<Database>;
  tokens: Pick<TokenService, 'verify'>;
}): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const credentials = readRequestCredentials(c);
    const token = credentials.source === 'none' ? undefined : credentials.token;
    const verified = token ? await deps.tokens.verify(token) : undefined;
    c.set('identity', verified ? await loadIdentity(deps.db, verified) : undefined);
    c.set('credentialSource', credentials.source);
    await next();
  };
}

/** The identity of a call that needs login; 401 for anonymous visitors. */
export function requireIdentity(identity: Identity | undefined): Identity {
  if (!identity) throw new HttpError(401, '请先登录');
  return identity;
}

/** True for platform administrators. */
export function isPlatformAdmin(identity: Identity): boolean {
  return identity.roleId === '1' || identity.roleName.includes('平台管理员');
}

/** True for the 两研一刊 administrator role (SPEC §6). */
export function isResearchAdmin(identity: Identity): boolean {
  return identity.roleName.includes(RESEARCH_ADMIN_ROLE_LABEL);
}
