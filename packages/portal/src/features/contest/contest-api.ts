import {
  getContestColumns,
  getContestOthers,
  getContestPrizes,
  getContestResult,
  getContestRules,
  getContests,
  queryContestFilePage,
} from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { previewFileSchema } from '../../components/file-preview/preview-file';
import { contentItemSchema, contentWithBodySchema, pageSchemaOf, parseData, text } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

/** A contest: its item fields, period and status (the server's fields; SPEC: not shown). */
const contestSchema = z.extend(contentItemSchema, {
  startDate: text,
  endDate: text,
  status: z.pipe(
    z.nullish(z.string()),
    z.transform((value): ContestStatus => (value === 'finished' ? 'finished' : 'ongoing')),
  ),
});
export type Contest = z.infer<typeof contestSchema>;
export type ContestStatus = 'ongoing' | 'finished';

/** An entry of a contest: a file with its award, contest (`applyId`), column (`type`) and town. */
const entrySchema = z.extend(previewFileSchema, {
  award: z.nullish(z.string()),
  applyId: z.nullish(z.union([z.string(), z.number()])),
  type: z.nullish(z.string()),
  townName: z.nullish(z.string()),
});
export type ContestEntry = z.infer<typeof entrySchema>;
const entryPageSchema = pageSchemaOf(entrySchema);
export type ContestEntryPage = z.infer<typeof entryPageSchema>;

const prizeSchema = z.extend(contentItemSchema, { reward: text });

const resultSchema = z.looseObject({
  contest: contentItemSchema,
  prizes: z.array(z.extend(prizeSchema, { entries: z.array(entrySchema) })),
});
export type ContestResult = z.infer<typeof resultSchema>;

/** SPEC §7: contests, paged, all or by status. */
export const contestsQuery = (status: ContestStatus | '', pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['contest', 'list', status, pageNum, pageSize],
    queryFn: async () =>
      parseData(
        pageSchemaOf(contestSchema),
        await getContests(portal, { status: status || undefined, pageNum, pageSize }),
      ),
    placeholderData: (previous) => previous,
  });

/** A contest's columns, rules, prizes and other information (SPEC §7), in one query for its details. */
export const contestDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: ['contest', 'details', id],
    queryFn: async () => {
      const [columns, rules, prizes, others] = await Promise.all([
        getContestColumns(portal, id),
        getContestRules(portal, id),
        getContestPrizes(portal, id),
        getContestOthers(portal, id),
      ]);
      return {
        columns: parseData(z.array(contentItemSchema), columns),
        rules: parseData(contentWithBodySchema, rules),
        prizes: parseData(z.array(prizeSchema), prizes),
        others: parseData(z.array(contentItemSchema), others),
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A contest's awarded entries by prize (403 while it runs: the shell shows Page403). */
export const contestResultQuery = (id: string) =>
  queryOptions({
    queryKey: ['contest', 'result', id],
    queryFn: async () => parseData(resultSchema, await getContestResult(portal, id)),
  });

/** What the entries search sends (SPEC §7 POST resource/portal/query/file/listPage). */
export interface EntryFilter {
  matchId: string;
  award: string;
  townCode: string;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

/** The entries matching a search, one page. */
export async function fetchEntryPage(filter: EntryFilter): Promise<ContestEntryPage> {
  const body = {
    matchId: filter.matchId || undefined,
    award: filter.award || undefined,
    townCode: filter.townCode || undefined,
    keyword: filter.keyword || undefined,
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
  return parseData(entryPageSchema, await queryContestFilePage(portal, body));
}

export const contestEntriesQuery = (filter: EntryFilter) =>
  queryOptions({
    queryKey: ['contest', 'entries', filter],
    queryFn: () => fetchEntryPage(filter),
    placeholderData: (previous) => previous,
  });
