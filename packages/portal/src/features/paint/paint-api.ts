import { getAllAwards, getFirstAwards, getSecondAwards, getThirdAwards } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';

export type { Painting } from '@edu/api-client';

/** Which award list (SPEC §7: all, first, second, third). */
export type AwardLevel = 'all' | 'first' | 'second' | 'third';

const CALLS: Record<AwardLevel, typeof getAllAwards> = {
  all: getAllAwards,
  first: getFirstAwards,
  second: getSecondAwards,
  third: getThirdAwards,
};

/** SPEC §7: one award list, optionally narrowed by a keyword. */
export const awardListQuery = (level: AwardLevel, keyword: string) =>
  queryOptions({
    queryKey: ['paint', level, keyword],
    queryFn: () => CALLS[level](portal, keyword ? { keyword } : {}),
    placeholderData: (previous) => previous,
  });
