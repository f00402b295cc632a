import type { User } from '@edu/api-client';
import { paths } from '../../config/paths';
import { hasLyykAdminRole, hasPlatformAdminRole, isSignedIn } from './session-user';

/** Where the session stands: the user is still being loaded, or known (`null` = anonymous visitor). */
export type SessionState = { status: 'loading' } | { status: 'ready'; user: User | null };

/** What the shell does with a path before rendering it. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' };

const ALLOW: GuardDecision = { kind: 'allow' };
const WAIT: GuardDecision = { kind: 'wait' };

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * SPEC §2 guards, as a pure decision. Public paths render at once (the user loads beside them);
 * /personal waits for the user and needs sign-in, else /index; /lyyk/manage needs a role whose name
 * includes 两研一刊管理员, else /index. /lyyk/activeManage, the activities' half of the same
 * administration (issue 14), has the same guard. The platform console under /console is the 平台管理员's
 * (issue 32): anyone else sees Page403.
 */
export function decideGuard(pathname: string, session: SessionState): GuardDecision {
  // The platform console (issue 32): the 平台管理员 role only; anyone else, signed in or not, gets Page403.
  if (isUnder(pathname, paths.console.path.replace('/*?', ''))) {
    if (session.status === 'loading') return WAIT;
    return hasPlatformAdminRole(session.user) ? ALLOW : { kind: 'forbidden' };
  }
  const personal = isUnder(pathname, paths.personal.path);
  const lyykManage = isUnder(pathname, paths.lyykManage.path) || isUnder(pathname, paths.lyykActiveManage.path);
  if (!personal && !lyykManage) return ALLOW;
  if (session.status === 'loading') return WAIT;
  const allowed = personal ? isSignedIn(session.user) : hasLyykAdminRole(session.user);
  return allowed ? ALLOW : { kind: 'redirect', to: paths.home.getHref() };
}

/**
 * SPEC §2, §4: a path containing /base or three- loads the studio admin routes (from the permission
 * list) for a signed-in user.
 */
export function needsStudioAdminRoutes(pathname: string, user: User | null | undefined): boolean {
  return isSignedIn(user) && (pathname.includes('/base') || pathname.includes('three-'));
}
