import { getExhibitionDetails, getExhibitions } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';

export type { Exhibit, ExhibitionDetails } from '@edu/api-client';

/** The two halls: award-winning works, practice albums. */
export type Hall = 'works' | 'albums';

export const exhibitionsQuery = (hall: Hall) =>
  queryOptions({
    queryKey: ['exhibition', 'list', hall],
    queryFn: () => getExhibitions(portal, { type: hall, pageSize: 50 }),
  });

export const exhibitionDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: ['exhibition', 'details', id],
    queryFn: () => getExhibitionDetails(portal, id),
  });
