import { getDictionaryValues } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from './portal-clients';

export type { TownOption } from '@edu/api-client';

/** The county's towns, in the county's order (they change only with the seed). */
export const townsQuery = queryOptions({
  queryKey: ['dictionary', 'town'],
  queryFn: () => getDictionaryValues(portal, 'town'),
  staleTime: Number.POSITIVE_INFINITY,
});
