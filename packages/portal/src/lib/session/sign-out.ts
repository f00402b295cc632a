import { logoutToken } from '@edu/api-client';
import { signOutPageUrl } from '../navigation/session-urls';
import { clearSessionUser, sessionPortal } from '../portal-clients';

/**
 * SPEC §4 logout: the logout token call (the server revokes the cookie's token, CONTRACTS §1.6), the user
 * cleared, then the sign-out page, which redirects back to this page. A failed token call does not keep
 * the user signed in: the sign-out page clears the cookie as well.
 */
export async function signOut(): Promise<void> {
  await logoutToken(sessionPortal).catch(() => undefined);
  clearSessionUser();
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(signOutPageUrl(here, window.location.origin));
}
