/** SPEC §7 "Applications". */
import * as z from 'zod/mini';
import { type EntityId, entityIdSchema } from '../contract/entity-id';
import { contentPageSchema } from '../contract/portal/content-item';
import type { PortalClient, PortalParams } from './create-portal-client';

/** The answer to a launch: the application and how often it has now been opened. */
export const applicationLaunchSchema = z.looseObject({
  id: entityIdSchema,
  launchCount: z.int().check(z.nonnegative()),
});
/** See {@link applicationLaunchSchema}. */
export type ApplicationLaunch = z.infer<typeof applicationLaunchSchema>;

const segment = (id: EntityId) => encodeURIComponent(String(id));

/** POST portal/v1/application/collection/{id} — collect an application. */
export const collectApplication = (client: PortalClient, id: EntityId) =>
  client.post(`portal/v1/application/collection/${segment(id)}`);
/** POST portal/v1/application/cancelcollection/{id} — remove it from the collection. */
export const cancelApplicationCollection = (client: PortalClient, id: EntityId) =>
  client.post(`portal/v1/application/cancelcollection/${segment(id)}`);
/** GET portal/v1/client/application — the applications collection page. */
export const getApplications = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/client/application', { params, schema: contentPageSchema });
/**
 * POST portal/v1/application/launch/{id} — counts one opening of an application (ours: SPEC §7 has no such
 * call). Anyone may call it, signed in or not; an application that is not there is a 404.
 */
export const launchApplication = (client: PortalClient, id: EntityId) =>
  client.post(`portal/v1/application/launch/${segment(id)}`, { schema: applicationLaunchSchema });
