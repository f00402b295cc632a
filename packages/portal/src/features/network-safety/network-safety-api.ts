import { getFilesByCode } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { previewFileSchema } from '../../components/file-preview/preview-file';
import { parseData } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

/** A network-safety file with its public code (the server's field). */
const safetyFileSchema = z.extend(previewFileSchema, { code: z.nullish(z.string()) });

/** SPEC §7 queryFileByCode without a code: every network-safety file, by code. */
export const safetyFilesQuery = queryOptions({
  queryKey: ['network-safety', 'files'],
  queryFn: async () => parseData(z.array(safetyFileSchema), await getFilesByCode(portal, {})),
});
