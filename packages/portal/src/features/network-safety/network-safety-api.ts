import { getFilesByCode } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';

/** SPEC §7 queryFileByCode without a code: every network-safety file, by code. */
export const safetyFilesQuery = queryOptions({
  queryKey: ['network-safety', 'files'],
  queryFn: () => getFilesByCode(portal, {}),
});
