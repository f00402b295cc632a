/** SPEC §7 "Person": the personal centre (classes, subjects, school years, apps), under portal/v1/. */

import * as z from 'zod/mini';
import type { EntityId } from '../contract/entity-id';
import { contentPageSchema, namedOptionSchema } from '../contract/portal/content-item';
import { myClassSchema, subjectSchema } from '../contract/portal/person';
import { userSchema } from '../contract/user';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET portal/v1/userInfo — the portal's view of the user. */
export const getPortalUserInfo = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/userInfo', { params, schema: userSchema });
/** POST portal/v1/quitClass/{id} — leave a class. */
export const quitClass = (client: PortalClient, id: EntityId) =>
  client.post(`portal/v1/quitClass/${encodeURIComponent(String(id))}`);
/** POST portal/v1/addNewRelation — join a class / add a teaching relation. */
export const addNewRelation = (client: PortalClient, body: unknown) =>
  client.post('portal/v1/addNewRelation', { json: body });
/** GET portal/v1/class — the user's classes. */
export const getClasses = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/class', { params, schema: z.array(myClassSchema) });
/** GET portal/v1/subject/client — subjects. */
export const getSubjects = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/subject/client', { params, schema: z.array(subjectSchema) });
/** GET portal/v1/schoolyear — school years. */
export const getSchoolYears = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/schoolyear', { params, schema: z.array(namedOptionSchema) });
/** GET portal/v1/applicationTheme — application themes. */
export const getApplicationThemes = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/applicationTheme', { params, schema: z.array(namedOptionSchema) });
/** GET portal/v1/applicationListClient — the workbench application list. */
export const getWorkbenchApplications = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/applicationListClient', { params, schema: contentPageSchema });
