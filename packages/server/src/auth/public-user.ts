import type { UserTable } from '../db/schema';

/** A user as `/auth/login` returns it (SPEC §3 "User" fields the server knows). */
export interface PublicUser {
  uid: string;
  userId: string;
  userName: string;
  username: string;
  roleId: string;
  schoolName: string;
  organName: string;
  organId: string;
  phone: string;
  avatar: string;
  sysRoles: { roleId: string; roleName: string }[];
}

/** Maps a row to the public user; the password hash never leaves this module. */
export function toPublicUser(row: UserTable): PublicUser {
  return {
    uid: row.uid,
    userId: row.uid,
    userName: row.user_name,
    username: row.username,
    roleId: row.role_id,
    schoolName: row.school_name,
    organName: row.organ_name,
    organId: row.organ_id,
    phone: row.phone,
    avatar: row.avatar,
    sysRoles: [{ roleId: row.role_id, roleName: row.role_name }],
  };
}
