/** SPEC §7 "Paint": award lists. */

import * as z from 'zod/mini';
import { paintingSchema } from '../contract/portal/paint';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET paint/client/allAwardInfoList — all awards. */
export const getAllAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/allAwardInfoList', { params, schema: z.array(paintingSchema) });
/** GET paint/client/firstAwardInfoList — first prizes. */
export const getFirstAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/firstAwardInfoList', { params, schema: z.array(paintingSchema) });
/** GET paint/client/secondAwardInfoList — second prizes. */
export const getSecondAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/secondAwardInfoList', { params, schema: z.array(paintingSchema) });
/** GET paint/client/threeAwardInfoList — third prizes. */
export const getThirdAwards = (client: PortalClient, params?: PortalParams) =>
  client.get('paint/client/threeAwardInfoList', { params, schema: z.array(paintingSchema) });
