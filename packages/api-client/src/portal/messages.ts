/** SPEC §7 "Messages": the message centre and the unread badge. */

import { pageSchemaOf } from '../contract/portal/content-item';
import { portalMessageSchema } from '../contract/portal/messages';
import { unreadCountSchema } from '../contract/portal-entities';
import type { PortalClient, PortalParams } from './create-portal-client';

const base = 'access-message/message/v1/web/portal';

/** GET …/notRead — unread count (params: userId); polled every 5 minutes (UNREAD_POLL_INTERVAL_MS). */
export const getUnreadCount = (client: PortalClient, userId: string | number) =>
  client.get(`${base}/notRead`, { params: { userId }, schema: unreadCountSchema });
/** GET …/detail — one message. */
export const getMessageDetail = (client: PortalClient, params: PortalParams) =>
  client.get(`${base}/detail`, { params, schema: portalMessageSchema });
/** GET …/read — mark a message read. */
export const markMessageRead = (client: PortalClient, params: PortalParams) => client.get(`${base}/read`, { params });
/** GET …/page — messages, paged. */
export const getMessagePage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/page`, { params, schema: pageSchemaOf(portalMessageSchema) });
/** GET access-message/message/v1/client/intelligent/class/detail — an intelligent-class message. */
export const getIntelligentClassDetail = (client: PortalClient, params: PortalParams) =>
  client.get('access-message/message/v1/client/intelligent/class/detail', { params, schema: portalMessageSchema });
