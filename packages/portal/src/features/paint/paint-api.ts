import { getAllAwards, getFirstAwards, getSecondAwards, getThirdAwards, type PortalClient } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { contentItemSchema, parseData, text } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

/** A painting on the award list: the work, its award, its student (summary) and teacher. */
const paintingSchema = z.extend(contentItemSchema, { awardName: text, teacher: text });
export type Painting = z.infer<typeof paintingSchema>;

/** Which award list (SPEC §7: all, first, second, third). */
export type AwardLevel = 'all' | 'first' | 'second' | 'third';

const CALLS: Record<AwardLevel, (client: PortalClient, params: { keyword?: string }) => Promise<unknown>> = {
  all: getAllAwards,
  first: getFirstAwards,
  second: getSecondAwards,
  third: getThirdAwards,
};

/** SPEC §7: one award list, optionally narrowed by a keyword. */
export const awardListQuery = (level: AwardLevel, keyword: string) =>
  queryOptions({
    queryKey: ['paint', level, keyword],
    queryFn: async () => parseData(z.array(paintingSchema), await CALLS[level](portal, keyword ? { keyword } : {})),
    placeholderData: (previous) => previous,
  });
