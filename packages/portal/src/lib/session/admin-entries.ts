import { paths } from '../../config/paths';
import { hasLyykAdminRole, hasPlatformAdminRole, type SessionUser } from './session-user';
import { type StudioPermissionList, studioAdminHomeHref } from './studio-admin-routes';

/** A way into an administration the user may use. */
export interface AdminEntry {
  label: string;
  href: string;
}

/**
 * The administrations a signed-in user may open, as the user menu and the workbench list them: 工作室管理
 * for a member of a studio (from the studio system's permission list, while it is still unknown: none), and
 * 两研一刊管理 for a user with the 两研一刊管理员 role (SPEC §2's guard of /lyyk/manage), and 平台管理 (the
 * console) for the 平台管理员.
 */
export function adminEntriesOf(user: SessionUser, studios: StudioPermissionList | undefined): AdminEntry[] {
  const entries: AdminEntry[] = [];
  const studioHref = studios ? studioAdminHomeHref(studios) : undefined;
  if (studioHref) entries.push({ label: '工作室管理', href: studioHref });
  if (hasLyykAdminRole(user)) entries.push({ label: '两研一刊管理', href: paths.lyykManage.getHref() });
  if (hasPlatformAdminRole(user)) entries.push({ label: '平台管理', href: paths.console.getHref() });
  return entries;
}
