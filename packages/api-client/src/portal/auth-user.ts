/** SPEC §7 "Auth and user": the user, permissions, password expiry, areas, logout. */
import * as z from 'zod/mini';
import { ruledText } from '../admin/admin-common';
import { PERSON_FIELD_RULES } from '../admin/admin-people';
import { studioPermissionListSchema } from '../contract/portal/studio-permissions';
import { userSchema } from '../contract/user';
import type { PortalClient, PortalParams } from './create-portal-client';

/**
 * GET authority/permission/userinfo — the logged-in user, or `null` for an anonymous visitor: the server
 * answers success with no data when the request carries no valid session cookie (CONTRACTS 1.5), so a
 * page can ask "who am I?" without a failing request. An invalid Bearer token is still a 401.
 */
export const getUserInfo = (client: PortalClient) =>
  client.get('authority/permission/userinfo', { schema: z.nullable(userSchema) });
/**
 * POST lc_login/uc/j_hh_security_check — password login against the unified login service. DESIGN.md
 * overrides the SPEC here: the credentials travel in the JSON body, never in the query.
 */
export const securityCheck = (client: PortalClient, credentials: { username: string; password: string }) =>
  client.post('lc_login/uc/j_hh_security_check', { json: credentials });
/**
 * POST api/admin/logout/token?token= — ends the session of a token; without one, the session of the
 * request's own credential (the portal's cookie, CONTRACTS §1.6).
 */
export const logoutToken = (client: PortalClient, token?: string) =>
  client.post('api/admin/logout/token', { params: { token } });
/** GET authority/permission/getUserPermissionList — studio menu permissions (systemId, uid). */
export const getUserPermissionList = (
  client: PortalClient,
  params: { systemId: string | number; uid: string | number },
) => client.get('authority/permission/getUserPermissionList', { params, schema: studioPermissionListSchema });
/** GET api/edu/uc/eduUserExt/updateExpirTime — postpones the password-expiry prompt (uid). */
export const updatePasswordExpiry = (client: PortalClient, uid: string | number) =>
  client.get('api/edu/uc/eduUserExt/updateExpirTime', { params: { uid } });
/**
 * POST api/edu/uc/eduUserExt/changePassword (ours, issue 32): the signed-in user's new password, checked by
 * SPEC §5's password rule; ends a reset's forced change and renews the password's validity.
 */
export const changePassword = (client: PortalClient, body: PasswordChangeInput) =>
  client.post('api/edu/uc/eduUserExt/changePassword', { json: body });
/** The body of {@link changePassword}: the current password and the new one (SPEC §5 password rule). */
export const passwordChangeInputSchema = z.strictObject({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  newPassword: ruledText(...PERSON_FIELD_RULES.password),
});
/** A password change. */
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;
/** GET api/edu/uc/v2/area/list — areas. */
export const getAreaList = (client: PortalClient, params?: PortalParams) =>
  client.get('api/edu/uc/v2/area/list', { params });
