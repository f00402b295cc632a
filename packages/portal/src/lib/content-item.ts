import * as z from 'zod/mini';

/** An id the server may send as a number or text, read as text. */
export const idText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
/** Text that may be missing, read as ''. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
/** A count that may be missing or text, read as a number (0 when missing). */
export const count = z.pipe(
  z.nullish(z.coerce.number()),
  z.transform((value) => value ?? 0),
);

/**
 * The item most portal lists return (ads, carousel, apps, articles, links, notices, special resources):
 * tolerant, missing text read as ''. The fields the SPEC does not show follow the reference server.
 */
export const contentItemSchema = z.looseObject({
  id: idText,
  title: text,
  summary: text,
  cover: text,
  linkUrl: text,
  type: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((value) => String(value ?? '')),
  ),
  typeName: text,
  source: text,
  creatorName: text,
  schoolName: text,
  townName: text,
  viewCount: count,
  publishTime: text,
  createDate: text,
  collected: z.optional(z.boolean()),
  recommended: z.optional(z.boolean()),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** An item with its body (article, news, magazine item: HTML from the server, shown through RichText). */
export const contentWithBodySchema = z.extend(contentItemSchema, {
  content: text,
});
export type ContentWithBody = z.infer<typeof contentWithBodySchema>;

/** A page of rows (SPEC §3 pagination). */
export function pageSchemaOf<T extends z.core.$ZodType>(row: T) {
  return z.looseObject({
    total: z.coerce.number(),
    pageNum: z.coerce.number(),
    pageSize: z.coerce.number(),
    list: z.array(row),
  });
}

/** A page of content items. */
export const contentPageSchema = pageSchemaOf(contentItemSchema);
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Parses data the API client returned as `unknown` (SPEC: fields not shown) with a tolerant schema. */
export function parseData<T extends z.core.$ZodType>(schema: T, data: unknown): z.infer<T> {
  return z.parse(schema, data);
}
