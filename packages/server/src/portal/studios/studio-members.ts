import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { STUDIO_MEMBER_ROLES } from '../../reference-data/section-types';
import type { NameLookups } from '../content-mapper';

/** One member of a studio as the API shows it: a name and a role, never a bare id. */
export interface StudioMember {
  uid: string;
  name: string;
  memberRole: string;
  roleName: string;
  /** The teacher's professional title (高级教师…), when the member is in the teacher directory. */
  title: string;
  schoolName: string;
  avatar: string;
}

const roleOrder = (role: string) => {
  const index = STUDIO_MEMBER_ROLES.findIndex((entry) => entry.id === role);
  return index === -1 ? STUDIO_MEMBER_ROLES.length : index;
};

/** The name of a member role (主持人, 助理, 成员). */
const roleNameOf = (role: string) => STUDIO_MEMBER_ROLES.find((entry) => entry.id === role)?.name ?? role;

/**
 * The members of some studios, host first, each with a name. A member is a signed-in account (`users`,
 * e.g. the demo user studio-owner, whose portal profile holds the avatar) or a teacher of the county's
 * directory (`portal_teachers`).
 */
export async function listStudioMembers(
  db: Kysely<Database>,
  studioIds: readonly string[],
  names: NameLookups,
): Promise<Map<string, StudioMember[]>> {
  const byStudio = new Map<string, StudioMember[]>(studioIds.map((id) => [id, []]));
  if (studioIds.length === 0) return byStudio;
  const rows = await db
    .selectFrom('portal_studio_members as m')
    .leftJoin('users as u', 'u.uid', 'm.uid')
    .leftJoin('portal_teachers as t', 't.id', 'm.uid')
    .leftJoin('portal_profiles as p', 'p.uid', 'm.uid')
    .select([
      'm.studio_id as studioId',
      'm.uid as uid',
      'm.member_role as memberRole',
      'u.user_name as userName',
      'u.school_name as userSchool',
      'u.avatar as userAvatar',
      'p.avatar as profileAvatar',
      't.name as teacherName',
      't.title as teacherTitle',
      't.school_id as teacherSchoolId',
      't.avatar as teacherAvatar',
    ])
    .where('m.studio_id', 'in', studioIds)
    .execute();
  for (const row of rows) {
    byStudio.get(row.studioId)?.push({
      uid: row.uid,
      name: row.userName || row.teacherName || '',
      memberRole: row.memberRole,
      roleName: roleNameOf(row.memberRole),
      title: row.teacherTitle ?? '',
      schoolName: row.userSchool || (row.teacherSchoolId ? (names.schools.get(row.teacherSchoolId) ?? '') : ''),
      avatar: row.profileAvatar || row.userAvatar || row.teacherAvatar || '',
    });
  }
  for (const members of byStudio.values())
    members.sort((a, b) => roleOrder(a.memberRole) - roleOrder(b.memberRole) || a.name.localeCompare(b.name, 'zh-CN'));
  return byStudio;
}
