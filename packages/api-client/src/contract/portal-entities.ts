import * as z from 'zod/mini';

const idLike = z.union([z.string(), z.number()]);

/** Site info (SPEC §3): logo and name; other fields kept. */
export const siteInfoSchema = z.looseObject({ webLogo: z.nullish(z.string()), webName: z.nullish(z.string()) });
/** Site info. */
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** Footer info (SPEC §3). */
export const footerInfoSchema = z.looseObject({
  webDesc: z.nullish(z.string()),
  recordNumber: z.nullish(z.string()),
  copyright: z.nullish(z.string()),
});
/** Footer info. */
export type FooterInfo = z.infer<typeof footerInfoSchema>;

/** A navigation bar item (SPEC §3): id 1 is the personal-centre link. */
export const navItemSchema = z.looseObject({ id: idLike, title: z.string(), linkUrl: z.nullish(z.string()) });
/** A navigation bar item. */
export type NavItem = z.infer<typeof navItemSchema>;

/** A file or resource (SPEC §3), tolerant: every field may be missing. */
export const fileResourceSchema = z.looseObject({
  fileId: z.nullish(idLike),
  id: z.nullish(idLike),
  fileName: z.nullish(z.string()),
  fileExt: z.nullish(z.string()),
  path: z.nullish(z.string()),
  fileUrl: z.nullish(z.string()),
  reviewUrl: z.nullish(z.string()),
  wpsUrl: z.nullish(z.string()),
  applyId: z.nullish(idLike),
});
/** A file or resource. */
export type FileResource = z.infer<typeof fileResourceSchema>;

/** A comment with its replies (SPEC §3). */
export interface PortalComment {
  parentId?: string | number | null | undefined;
  creatorName?: string | null | undefined;
  avatar?: string | null | undefined;
  creator?: string | number | null | undefined;
  content?: string | null | undefined;
  createDate?: string | null | undefined;
  children?: PortalComment[] | null | undefined;
  [key: string]: unknown;
}

/** A comment with its replies, tolerant. */
export const commentSchema: z.ZodMiniType<PortalComment> = z.looseObject({
  parentId: z.nullish(idLike),
  creatorName: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
  creator: z.nullish(idLike),
  content: z.nullish(z.string()),
  createDate: z.nullish(z.string()),
  get children() {
    return z.nullish(z.array(commentSchema));
  },
});

/** Pagination fields (SPEC §3) that paged replies carry beside their rows. */
export const paginationSchema = z.looseObject({
  total: z.nullish(z.coerce.number()),
  pageNum: z.nullish(z.coerce.number()),
  pageSize: z.nullish(z.coerce.number()),
});
/** Pagination fields. */
export type Pagination = z.infer<typeof paginationSchema>;

/** Data of the unread-count call: a number (sent as text by some backends). */
export const unreadCountSchema = z.coerce.number().check(z.int(), z.nonnegative());

/** Data of the visitor-log start call: the start time to send back on close. */
export const visitorLogStartSchema = z.union([
  z.union([z.string(), z.number()]),
  z.pipe(
    z.looseObject({ startTime: z.union([z.string(), z.number()]) }),
    z.transform((data) => data.startTime),
  ),
]);
