import type { Kysely } from 'kysely';
import { DEMO_PASSWORD } from '../constants';
import { DEMO_USERS } from './demo-users';
import { verifyPassword } from './password-hash';
import type { Database } from './schema';

/**
 * Refuses to run a production server whose database still holds demo users with the published demo
 * password (anyone could sign in as the platform administrator). Called at start-up when NODE_ENV is
 * production and DEMO_DATA=true was not set explicitly. A demo account whose password was changed passes.
 */
export async function assertNoDemoUsers(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where(
      'username',
      'in',
      DEMO_USERS.map((user) => user.username),
    )
    .execute();
  const open: string[] = [];
  for (const row of rows) if (await verifyPassword(DEMO_PASSWORD, row.password_hash)) open.push(row.username);
  if (open.length > 0) {
    throw new Error(
      `NODE_ENV=production: the database holds demo users with the demo password (${open.join(', ')}). ` +
        'Remove them or change their passwords, or set DEMO_DATA=true explicitly to run a demonstration.',
    );
  }
}
