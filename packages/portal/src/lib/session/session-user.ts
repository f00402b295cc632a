import { RESEARCH_ADMIN_ROLE_LABEL, type User } from '@edu/api-client';

/** The visitor as the shell sees them: a user with a name, or nobody (CONTRACTS §1.5). */
export type SessionUser = User & { userName: string };

/** SPEC §4: logged in when a user name exists. `null` (an anonymous userinfo answer) is a visitor. */
export function isSignedIn(user: User | null | undefined): user is SessionUser {
  return typeof user?.userName === 'string' && user.userName.trim() !== '';
}

/** SPEC §2: a role whose name includes 两研一刊管理员. */
export function hasLyykAdminRole(user: User | null | undefined): boolean {
  return isSignedIn(user) && (user.sysRoles ?? []).some((role) => role.roleName?.includes(RESEARCH_ADMIN_ROLE_LABEL));
}

/** The platform administrator (issue 32): role id 1, or a role whose name includes 平台管理员. */
export function hasPlatformAdminRole(user: User | null | undefined): boolean {
  return (
    isSignedIn(user) &&
    (String(user.roleId ?? '') === PLATFORM_ADMIN_ROLE_ID ||
      (user.sysRoles ?? []).some(
        (role) =>
          String(role.roleId ?? '') === PLATFORM_ADMIN_ROLE_ID || role.roleName?.includes(PLATFORM_ADMIN_ROLE_LABEL),
      ))
  );
}

const PLATFORM_ADMIN_ROLE_ID = '1';
const PLATFORM_ADMIN_ROLE_LABEL = '平台管理员';

/** The id the unread count and the assistant use: `userId`, else `uid`. */
export function userIdOf(user: SessionUser): string | undefined {
  const id = user.userId ?? user.uid;
  return id === null || id === undefined || id === '' ? undefined : String(id);
}
