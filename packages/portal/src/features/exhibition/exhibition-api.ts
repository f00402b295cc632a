import { getExhibitionDetails, getExhibitions } from '@edu/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { previewFileSchema } from '../../components/file-preview/preview-file';
import { contentItemSchema, pageSchemaOf, parseData, text } from '../../lib/content-item';
import { portal } from '../../lib/portal-clients';

/** An exhibition: where it shows (hall), when, who curated it and how many exhibits it has (ours). */
const exhibitionSchema = z.extend(contentItemSchema, {
  hall: text,
  curator: text,
  startDate: text,
  endDate: text,
  exhibitCount: z._default(z.coerce.number(), 0),
});

/** An exhibit: an awarded contest entry (a file), a painting, or a practice album with its pictures. */
const exhibitSchema = z.discriminatedUnion('exhibitType', [
  z.looseObject({
    exhibitType: z.literal('entry'),
    id: z.string(),
    title: text,
    award: text,
    creatorName: text,
    schoolName: text,
    contestTitle: text,
    file: previewFileSchema,
  }),
  z.extend(contentItemSchema, { exhibitType: z.literal('paint'), award: text }),
  z.extend(contentItemSchema, {
    exhibitType: z.literal('album'),
    pictures: z._default(z.array(z.looseObject({ id: z.string(), title: text, cover: text })), []),
  }),
]);
export type Exhibit = z.infer<typeof exhibitSchema>;

const detailsSchema = z.extend(exhibitionSchema, { exhibits: z.array(exhibitSchema) });
export type ExhibitionDetails = z.infer<typeof detailsSchema>;

/** The two halls: award-winning works, practice albums. */
export type Hall = 'works' | 'albums';

export const exhibitionsQuery = (hall: Hall) =>
  queryOptions({
    queryKey: ['exhibition', 'list', hall],
    queryFn: async () =>
      parseData(pageSchemaOf(exhibitionSchema), await getExhibitions(portal, { type: hall, pageSize: 50 })),
  });

export const exhibitionDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: ['exhibition', 'details', id],
    queryFn: async () => parseData(detailsSchema, await getExhibitionDetails(portal, id)),
  });
