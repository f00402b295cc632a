import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SchoolUser } from './assistant-mode-for';

/** A user as the school rules need them: the mode's inputs and the names to mask. */
export interface SchoolUserRecord extends SchoolUser {
  userName: string;
}

/** The phases a school's name gives away (叶县第二初级中学, 昆阳镇第一小学…), checked in this order. */
const PHASE_BY_NAME: readonly [RegExp, string][] = [
  [/小学/, '2'],
  [/高级中学|高中/, '4'],
  [/初级中学|初中/, '3'],
];

/** The phase a school name states, or null (a 九年制学校 or 实验学校 says nothing certain). */
function phaseOfSchoolName(name: string): string | null {
  return PHASE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/**
 * Reads the role, the name and the school's phase of a user: the school from the portal profile, else the
 * account's organisation (a teacher's organisation is their school), else what the account's school name
 * states. Undefined for an unknown uid.
 */
export async function readSchoolUser(db: Kysely<Database>, uid: string): Promise<SchoolUserRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('portal_profiles', 'portal_profiles.uid', 'users.uid')
    .select([
      'users.role_id',
      'users.role_name',
      'users.user_name',
      'users.organ_id',
      'users.school_name',
      'portal_profiles.school_id',
    ])
    .where('users.uid', '=', uid)
    .executeTakeFirst();
  if (!row) return undefined;
  const schoolIds = [row.school_id, row.organ_id].filter((id): id is string => typeof id === 'string' && id !== '');
  const schools =
    schoolIds.length === 0
      ? []
      : await db.selectFrom('portal_schools').select(['id', 'phase_id']).where('id', 'in', schoolIds).execute();
  const phaseOf = (id: string) => schools.find((school) => school.id === id)?.phase_id;
  const phaseId = schoolIds.map(phaseOf).find((phase) => phase !== undefined) ?? phaseOfSchoolName(row.school_name);
  return { roleId: row.role_id, roleName: row.role_name, userName: row.user_name, phaseId };
}
