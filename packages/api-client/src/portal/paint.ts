/** SPEC §7 "Paint": award lists. */
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET paint/client/allAwardInfoList — all awards. */
export const getAllAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/allAwardInfoList', { params });
/** GET paint/client/firstAwardInfoList — first prizes. */
export const getFirstAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/firstAwardInfoList', { params });
/** GET paint/client/secondAwardInfoList — second prizes. */
export const getSecondAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/secondAwardInfoList', { params });
/** GET paint/client/threeAwardInfoList — third prizes. */
export const getThirdAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/threeAwardInfoList', { params });
