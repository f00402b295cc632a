import { getReformDetail, getReformLabels, getReformPage } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { contentItemSchema, contentWithBodySchema, pageSchemaOf, parseData } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

const labelSchema = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string(),
});

const labelName = {
  labelName: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
};
/** A reform news item: a content item with its label's name (the server's field). */
const reformItemSchema = z.extend(contentItemSchema, labelName);
const reformDetailSchema = z.extend(contentWithBodySchema, labelName);
export type ReformDetail = z.infer<typeof reformDetailSchema>;

/** The reform list's filters (dates as YYYY-MM-DD). */
export interface ReformFilter {
  label: string;
  keyword: string;
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

/** SPEC §7: the reform labels. */
export const reformLabelsQuery = queryOptions({
  queryKey: ['reform', 'labels'],
  queryFn: async () => parseData(z.array(labelSchema), await getReformLabels(portal)),
  staleTime: Number.POSITIVE_INFINITY,
});

/** SPEC §7: reform news, paged, by label, keyword and date. */
export const reformPageQuery = (filter: ReformFilter) =>
  queryOptions({
    queryKey: ['reform', 'page', filter],
    queryFn: async () =>
      parseData(
        pageSchemaOf(reformItemSchema),
        await getReformPage(portal, {
          type: filter.label || undefined,
          keyword: filter.keyword || undefined,
          startDate: filter.startDate || undefined,
          endDate: filter.endDate || undefined,
          pageNum: filter.pageNum,
          pageSize: filter.pageSize,
        }),
      ),
    placeholderData: (previous) => previous,
  });

/** SPEC §7: one reform article (the server counts the view). */
export const reformDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['reform', 'detail', id],
    queryFn: async () => parseData(reformDetailSchema, await getReformDetail(portal, { id })),
  });
