import { passwordChangeInputSchema } from '@edu/api-client';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { PASSWORD_VALIDITY_MS } from '../constants';
import { hashPassword, verifyPassword } from '../db/password-hash';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ok } from '../http/portal-envelope';
import { on } from '../http/portal-router-kit';
import { readJsonBody } from '../http/read-json-body';
import type { ServerEnv } from '../http/server-env';
import { requireIdentity } from './resolve-identity';

/** What the password change needs: the accounts and the clock. */
export interface ChangePasswordDeps {
  db: Kysely<Database>;
  now(): Date;
}

/**
 * POST api/edu/uc/eduUserExt/changePassword (ours, issue 32): the signed-in user sets a new password,
 * naming the current one. It ends a forced change (an administrator's reset, a new account) and renews
 * the password's validity; the expiry prompt is where people reach it.
 */
export function registerChangePasswordRoutes(app: Hono<ServerEnv>, deps: ChangePasswordDeps): void {
  const { db, now } = deps;
  on(app, 'POST', ['api/edu/uc/eduUserExt/changePassword'], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    if (identity.signInMethod !== 'password') throw new HttpError(400, '统一登录的账号请在统一身份认证平台修改密码');
    const input = await readJsonBody(c, passwordChangeInputSchema);
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('uid', '=', identity.uid)
      .executeTakeFirst();
    if (!user || !(await verifyPassword(input.oldPassword, user.password_hash))) {
      throw new HttpError(400, '当前密码不正确');
    }
    if (input.oldPassword === input.newPassword) throw new HttpError(400, '新密码不能与当前密码相同');
    const hash = await hashPassword(input.newPassword);
    const expires = new Date(now().getTime() + PASSWORD_VALIDITY_MS).toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash }).where('uid', '=', identity.uid).execute();
      await trx
        .updateTable('portal_profiles')
        .set({ pwd_expire_at: expires })
        .where('uid', '=', identity.uid)
        .execute();
      await trx.deleteFrom('password_resets').where('uid', '=', identity.uid).execute();
    });
    return ok(c, { pwdExpirTime: expires });
  });
}
