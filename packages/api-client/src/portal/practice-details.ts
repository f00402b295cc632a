/**
 * The practice portal's detail calls SPEC §7 does not name (ours, beside practice/v1/portal): one
 * school with its counts, and one activity with its body.
 */
import type { EntityId } from '../contract/entity-id';
import { practiceDetailSchema, practiceSchoolSchema } from '../contract/portal/practice';
import type { PortalClient } from './create-portal-client';

const base = 'practice/v1/portal';
const segment = (id: EntityId) => encodeURIComponent(String(id));

/** GET …/school/{id}/details — one practice school with its article, album and video counts. */
export const getPracticeSchoolDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/school/${segment(id)}/details`, { schema: practiceSchoolSchema });
/** GET …/acty/{id}/details — one practice activity with its body (`content`). */
export const getPracticeActivityDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/acty/${segment(id)}/details`, { schema: practiceDetailSchema });
