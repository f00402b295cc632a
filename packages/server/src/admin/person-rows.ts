import type { Page } from '@edu/api-client';
import { ADMIN_ROLES, type AdminPerson } from '@edu/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { likePattern } from '../portal/page-rows';
import { STUDIO_MEMBER_ROLES } from '../reference-data/section-types';
import { type ItemVersion, readVersions } from './admin-versions';

/** The version key of an account. */
export const personTarget = (uid: string) => `person:${uid}`;

/** The name of a role id (the accounts' own name for roles the console does not assign). */
export const roleNameOf = (roleId: string, fallback = '') =>
  ADMIN_ROLES.find((role) => role.id === roleId)?.name ?? fallback;

/** The accounts' query the console's lists start from: account, profile, school and reset. */
function peopleQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('portal_profiles', 'portal_profiles.uid', 'users.uid')
    .leftJoin('portal_schools', 'portal_schools.id', 'portal_profiles.school_id')
    .leftJoin('password_resets', 'password_resets.uid', 'users.uid');
}

/** The people screen's filters. */
export interface PeopleFilter {
  keyword?: string | undefined;
  schoolId?: string | undefined;
  roleId?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
}

function filteredPeople(db: Kysely<Database>, filter: PeopleFilter) {
  let base = peopleQuery(db);
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    base = base.where((eb) => eb.or([eb('users.user_name', 'like', pattern), eb('users.username', 'like', pattern)]));
  }
  if (filter.schoolId) base = base.where('portal_profiles.school_id', '=', filter.schoolId);
  if (filter.roleId) base = base.where('users.role_id', '=', filter.roleId);
  if (filter.status === 'active') base = base.where('users.disabled_at', 'is', null);
  if (filter.status === 'disabled') base = base.where('users.disabled_at', 'is not', null);
  return base;
}

/** A page of the accounts the filters match, newest first, as the console shows them. */
export async function pagePeople(
  db: Kysely<Database>,
  filter: PeopleFilter,
  paging: { pageNum: number; pageSize: number },
): Promise<Page<AdminPerson>> {
  const base = filteredPeople(db, filter);
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const rows = await base
    .select(PERSON_COLUMNS)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.uid')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return { total: Number(counted?.total ?? 0), ...paging, list: await toAdminPeople(db, rows) };
}

/** Every account the filters match, up to `limit`, newest first. */
export async function listPeople(db: Kysely<Database>, filter: PeopleFilter, limit: number): Promise<AdminPerson[]> {
  const rows = await filteredPeople(db, filter)
    .select(PERSON_COLUMNS)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.uid')
    .limit(limit)
    .execute();
  return toAdminPeople(db, rows);
}

type PersonRow = {
  uid: string;
  username: string;
  user_name: string;
  role_id: string;
  role_name: string;
  school_name: string;
  phone: string;
  created_at: string;
  disabled_at: string | null;
  school_id: string | null;
  reset_at: string | null;
};

/** The columns {@link toAdminPeople} reads. */
const PERSON_COLUMNS = [
  'users.uid as uid',
  'users.username as username',
  'users.user_name as user_name',
  'users.role_id as role_id',
  'users.role_name as role_name',
  'users.school_name as school_name',
  'users.phone as phone',
  'users.created_at as created_at',
  'users.disabled_at as disabled_at',
  'portal_profiles.school_id as school_id',
  'password_resets.reset_at as reset_at',
] as const;

/** Accounts as the console shows them, with their studio places and versions. */
async function toAdminPeople(db: Kysely<Database>, rows: readonly PersonRow[]): Promise<AdminPerson[]> {
  if (rows.length === 0) return [];
  const uids = rows.map((row) => row.uid);
  const places = await db
    .selectFrom('portal_studio_members')
    .innerJoin('portal_content', 'portal_content.id', 'portal_studio_members.studio_id')
    .select([
      'portal_studio_members.uid',
      'portal_studio_members.studio_id',
      'portal_studio_members.member_role',
      'portal_content.title',
    ])
    .where('portal_studio_members.uid', 'in', uids)
    .orderBy('portal_content.title')
    .execute();
  const versions = await readVersions(db, uids.map(personTarget));
  const never: ItemVersion = { version: 0, updatedAt: '', updatedByName: '' };
  return rows.map((row) => ({
    uid: row.uid,
    username: row.username,
    userName: row.user_name,
    roleId: row.role_id,
    roleName: roleNameOf(row.role_id, row.role_name),
    schoolId: row.school_id ?? '',
    schoolName: row.school_name,
    phone: row.phone,
    disabled: row.disabled_at !== null,
    mustChangePassword: row.reset_at !== null,
    createdAt: row.created_at,
    studios: places
      .filter((place) => place.uid === row.uid)
      .map((place) => ({
        studioId: place.studio_id,
        studioName: place.title,
        place: STUDIO_MEMBER_ROLES.find((role) => role.id === place.member_role)?.id ?? 'member',
      })),
    version: (versions.get(personTarget(row.uid)) ?? never).version,
  }));
}

/** One account as the console shows it, or 404. */
export async function loadPerson(db: Kysely<Database>, uid: string): Promise<AdminPerson> {
  const row = await peopleQuery(db).select(PERSON_COLUMNS).where('users.uid', '=', uid).executeTakeFirst();
  if (!row) throw new HttpError(404, '账号不存在');
  const [person] = await toAdminPeople(db, [row]);
  if (!person) throw new HttpError(404, '账号不存在');
  return person;
}

/** What the audit log keeps of an account (never its password). */
export const auditedPerson = (person: AdminPerson) => ({
  username: person.username,
  userName: person.userName,
  roleName: person.roleName,
  schoolName: person.schoolName,
  phone: person.phone,
  disabled: person.disabled,
  mustChangePassword: person.mustChangePassword,
  studios: person.studios.map((studio) => `${studio.studioName}（${studio.place}）`),
});
