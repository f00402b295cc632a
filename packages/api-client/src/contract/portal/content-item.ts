import * as z from 'zod/mini';
import { fileResourceSchema } from '../portal-entities';

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
/** A content item as the portal reads it. */
export type ContentItem = z.infer<typeof contentItemSchema>;

/** An item with its body (article, news, magazine item: HTML from the server, shown through RichText). */
export const contentWithBodySchema = z.extend(contentItemSchema, {
  content: text,
});
/** A content item with its body. */
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

/** A page of rows as the portal reads it. */
export interface Page<T> {
  total: number;
  pageNum: number;
  pageSize: number;
  list: T[];
}

/** A page of content items. */
export const contentPageSchema = pageSchemaOf(contentItemSchema);
/** A page of content items. */
export type ContentPage = z.infer<typeof contentPageSchema>;

/** An entry of a plain list of choices (article types, labels, phases): its id as text and its name. */
export const namedOptionSchema = z.looseObject({ id: idText, name: z.string() });
/** A choice of a list. */
export type NamedOption = z.infer<typeof namedOptionSchema>;

/** A file the preview dialog can show: SPEC §3's file/resource, plus what the lists display beside it. */
export const previewFileSchema = z.extend(fileResourceSchema, {
  size: z.nullish(z.coerce.number()),
  viewCount: z.nullish(z.coerce.number()),
  downloadCount: z.nullish(z.coerce.number()),
  creatorName: z.nullish(z.string()),
  schoolName: z.nullish(z.string()),
  subjectName: z.nullish(z.string()),
  gradeName: z.nullish(z.string()),
  createDate: z.nullish(z.string()),
});
/** A previewable file. */
export type PreviewFile = z.infer<typeof previewFileSchema>;

/** A page of previewable files. */
export const previewFilePageSchema = pageSchemaOf(previewFileSchema);

/**
 * What a server may send for a content item: what {@link contentItemSchema} accepts (a server's mapper
 * returns it, so a field it sends with the wrong type is a type error there).
 */
export type SentContentItem = z.input<typeof contentItemSchema>;
/** What a server may send for a previewable file (what {@link previewFileSchema} accepts). */
export type SentPreviewFile = z.input<typeof previewFileSchema>;
