import type { Kysely } from 'kysely';
import type { Database, UserTable } from '../../db/schema';
import type { ProviderProfile } from './profile-from-claims';

/** The account a provider sign-in lands in, or why it may not. */
export type ProvisionOutcome = { ok: true; user: UserTable; created: boolean } | { ok: false; reason: 'disabled' };

/** The username of an account the unified login created; `:` never occurs in a username people choose. */
function providerUsername(uid: string): string {
  return `oidc:${uid}`;
}

/**
 * The account of a provider sign-in, by uid (the provider's user id is the platform's, as for tokens the
 * login service signs): the first sign-in creates it from the profile (no password: it can only sign in
 * through the provider), every later one updates the name, school, organisation and phone the claims give
 * (a claim left out keeps what is stored) and always the role, so a role the provider took away is gone.
 * A disabled account is refused and left as it is. Two first sign-ins at once create it once.
 */
export async function provisionAccount(
  db: Kysely<Database>,
  profile: ProviderProfile,
  now: () => Date,
): Promise<ProvisionOutcome> {
  const existing = await db.selectFrom('users').select('uid').where('uid', '=', profile.uid).executeTakeFirst();
  let created = false;
  if (!existing) {
    const inserted = await db
      .insertInto('users')
      .values({
        uid: profile.uid,
        username: providerUsername(profile.uid),
        // No scrypt hash: verifyPassword refuses it, so the password sign-in never opens this account.
        password_hash: '',
        user_name: profile.userName ?? profile.uid,
        role_id: profile.role.roleId,
        role_name: profile.role.roleName,
        school_name: profile.schoolName ?? '',
        organ_name: profile.organName ?? '',
        organ_id: profile.organId ?? '',
        phone: profile.phone ?? '',
        avatar: '',
        created_at: now().toISOString(),
      })
      .onConflict((conflict) => conflict.column('uid').doNothing())
      .executeTakeFirst();
    created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const user = await db
    .updateTable('users')
    .set({
      role_id: profile.role.roleId,
      role_name: profile.role.roleName,
      ...(profile.userName === undefined ? {} : { user_name: profile.userName }),
      ...(profile.schoolName === undefined ? {} : { school_name: profile.schoolName }),
      ...(profile.organName === undefined ? {} : { organ_name: profile.organName }),
      ...(profile.organId === undefined ? {} : { organ_id: profile.organId }),
      ...(profile.phone === undefined ? {} : { phone: profile.phone }),
    })
    .where('uid', '=', profile.uid)
    .where('disabled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!user) return { ok: false, reason: 'disabled' };
  return { ok: true, user, created };
}
