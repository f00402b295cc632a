import { getDictionaryValues } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parseData } from './content-item';
import { portal } from './portal-clients';

/** A town of the town dictionary (SPEC §7 dicType = town): the filters' town choices. */
const townSchema = z.looseObject({ value: z.string(), label: z.string() });
export type TownOption = z.infer<typeof townSchema>;

/** The county's towns, in the county's order (they change only with the seed). */
export const townsQuery = queryOptions({
  queryKey: ['dictionary', 'town'],
  queryFn: async () => parseData(z.array(townSchema), await getDictionaryValues(portal, 'town')),
  staleTime: Number.POSITIVE_INFINITY,
});
