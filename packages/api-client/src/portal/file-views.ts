/** SPEC §7 "File views": view counts and viewing-time logs of the file preview. */
import type { EntityId } from '../contract/entity-id';
import { visitorLogStartSchema } from '../contract/portal-entities';
import type { PortalClient, PortalParams } from './create-portal-client';

const segment = (id: EntityId) => encodeURIComponent(String(id));

/** POST resource/v1/portal/logs/visitor/{id} — starts a timed view; resolves with its start time. */
export const startFileVisit = (client: PortalClient, id: EntityId) =>
  client.post(`resource/v1/portal/logs/visitor/${segment(id)}`, { schema: visitorLogStartSchema });
/** POST resource/v1/portal/logs/visitor/close/{id} — ends the timed view (body: startTime). */
export const closeFileVisit = (client: PortalClient, id: EntityId, startTime: string | number) =>
  client.post(`resource/v1/portal/logs/visitor/close/${segment(id)}`, { json: { startTime } });
/** POST three-class-admin/v1/portal/file/updateSeeTimes/{id} — counts one view (three-classroom file). */
export const countThreeClassFileView = (client: PortalClient, id: EntityId) =>
  client.post(`three-class-admin/v1/portal/file/updateSeeTimes/${segment(id)}`);
/** POST resource/v1/portal/file/seeTimes/audit/{id} — counts one view (audited resource). */
export const countAuditedFileView = (client: PortalClient, id: EntityId) =>
  client.post(`resource/v1/portal/file/seeTimes/audit/${segment(id)}`);
/** GET resource/v2/count/fileViewTime — viewing-time statistics. */
export const getFileViewTime = (client: PortalClient, params?: PortalParams) =>
  client.get('resource/v2/count/fileViewTime', { params });
/** POST resource/v2/logs/saveAndUpdateFileLogs. */
export const saveFileLogs = (client: PortalClient, body: unknown) =>
  client.post('resource/v2/logs/saveAndUpdateFileLogs', { json: body });
/** POST resource/v2/logs/saveVisitorLogs. */
export const saveVisitorLogs = (client: PortalClient, body: unknown) =>
  client.post('resource/v2/logs/saveVisitorLogs', { json: body });
/**
 * POST resource/v1/portal/logs/reviewTime — records how long a reviewer looked at a file (SPEC §7 "review-time
 * record": path not shown; the reference server chose this one).
 */
export const recordReviewTime = (client: PortalClient, body: { fileId: EntityId; startTime: string | number }) =>
  client.post('resource/v1/portal/logs/reviewTime', {
    json: { fileId: String(body.fileId), startTime: body.startTime },
  });
