/** SPEC §7 "Applications". */
import type { EntityId } from '../contract/entity-id';
import type { PortalClient, PortalParams } from './create-portal-client';

const segment = (id: EntityId) => encodeURIComponent(String(id));

/** POST portal/v1/application/collection/{id} — collect an application. */
export const collectApplication = (client: PortalClient, id: EntityId) =>
  client.post(`portal/v1/application/collection/${segment(id)}`);
/** POST portal/v1/application/cancelcollection/{id} — remove it from the collection. */
export const cancelApplicationCollection = (client: PortalClient, id: EntityId) =>
  client.post(`portal/v1/application/cancelcollection/${segment(id)}`);
/** GET portal/v1/client/application — the applications collection page. */
export const getApplications = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/client/application', { params });
