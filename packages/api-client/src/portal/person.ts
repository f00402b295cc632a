/** SPEC §7 "Person": the personal centre (classes, subjects, school years, apps), under portal/v1/. */
import type { EntityId } from '../contract/entity-id';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET portal/v1/userInfo — the portal's view of the user. */
export const getPortalUserInfo = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/userInfo', { params });
/** POST portal/v1/quitClass/{id} — leave a class. */
export const quitClass = (client: PortalClient, id: EntityId) =>
  client.post(`portal/v1/quitClass/${encodeURIComponent(String(id))}`);
/** POST portal/v1/addNewRelation — join a class / add a teaching relation. */
export const addNewRelation = (client: PortalClient, body: unknown) =>
  client.post('portal/v1/addNewRelation', { json: body });
/** GET portal/v1/class — the user's classes. */
export const getClasses = (client: PortalClient, params?: PortalParams) => client.get('portal/v1/class', { params });
/** GET portal/v1/subject/client — subjects. */
export const getSubjects = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/subject/client', { params });
/** GET portal/v1/schoolyear — school years. */
export const getSchoolYears = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/schoolyear', { params });
/** GET portal/v1/applicationTheme — application themes. */
export const getApplicationThemes = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/applicationTheme', { params });
/** GET portal/v1/applicationListClient — the workbench application list. */
export const getWorkbenchApplications = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/applicationListClient', { params });
