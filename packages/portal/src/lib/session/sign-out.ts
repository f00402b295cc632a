import { logoutToken } from '@edu/api-client';
import { SIGN_OUT_PAGE_PATH } from '../../config/constants';
import { signOutReturnTarget } from '../navigation/session-urls';
import { clearSessionUser, sessionPortal } from '../portal-clients';

/**
 * SPEC §4 logout: the logout token call (the server revokes the cookie's token, CONTRACTS §1.6), the user
 * cleared, then the server's sign-out as a POST of a form from this page, which clears the cookie and
 * redirects back to this page. The sign-out is a POST because a GET of it from another site (a link, a
 * picture) only asks "确认退出登录？": it never ends a session by itself. A failed token call does not
 * keep the user signed in: the sign-out clears the cookie as well.
 */
export async function signOut(): Promise<void> {
  await logoutToken(sessionPortal).catch(() => undefined);
  clearSessionUser();
  const here = `${window.location.pathname}${window.location.search}`;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = SIGN_OUT_PAGE_PATH;
  form.hidden = true;
  const target = document.createElement('input');
  target.type = 'hidden';
  target.name = 'redirect_url';
  target.value = signOutReturnTarget(here, window.location.origin);
  form.append(target);
  document.body.append(form);
  form.submit();
}
