/** SPEC §7 "Safety": network-safety files. */
import * as z from 'zod/mini';
import { safetyFileSchema } from '../contract/portal/resources';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET resource/v2/portal/queryFileByCode — files of a code (params: code). */
export const getFilesByCode = (client: PortalClient, params: PortalParams) =>
  client.get('resource/v2/portal/queryFileByCode', {
    params,
    schema: z.array(safetyFileSchema),
  });
