import { z } from 'zod';

const idLike = z.union([z.string(), z.number()]);

/** Site info (SPEC §3): logo and name; other fields kept. */
export const siteInfoSchema = z.looseObject({ webLogo: z.string().nullish(), webName: z.string().nullish() });
/** Site info. */
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** Footer info (SPEC §3). */
export const footerInfoSchema = z.looseObject({
  webDesc: z.string().nullish(),
  recordNumber: z.string().nullish(),
  copyright: z.string().nullish(),
});
/** Footer info. */
export type FooterInfo = z.infer<typeof footerInfoSchema>;

/** A navigation bar item (SPEC §3): id 1 is the personal-centre link. */
export const navItemSchema = z.looseObject({ id: idLike, title: z.string(), linkUrl: z.string().nullish() });
/** A navigation bar item. */
export type NavItem = z.infer<typeof navItemSchema>;

/** A file or resource (SPEC §3), tolerant: every field may be missing. */
export const fileResourceSchema = z.looseObject({
  fileId: idLike.nullish(),
  id: idLike.nullish(),
  fileName: z.string().nullish(),
  fileExt: z.string().nullish(),
  path: z.string().nullish(),
  fileUrl: z.string().nullish(),
  reviewUrl: z.string().nullish(),
  wpsUrl: z.string().nullish(),
  applyId: idLike.nullish(),
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
export const commentSchema: z.ZodType<PortalComment> = z.looseObject({
  parentId: idLike.nullish(),
  creatorName: z.string().nullish(),
  avatar: z.string().nullish(),
  creator: idLike.nullish(),
  content: z.string().nullish(),
  createDate: z.string().nullish(),
  get children() {
    return z.array(commentSchema).nullish();
  },
});

/** Pagination fields (SPEC §3) that paged replies carry beside their rows. */
export const paginationSchema = z.looseObject({
  total: z.coerce.number().nullish(),
  pageNum: z.coerce.number().nullish(),
  pageSize: z.coerce.number().nullish(),
});
/** Pagination fields. */
export type Pagination = z.infer<typeof paginationSchema>;

/** Data of the unread-count call: a number (sent as text by some backends). */
export const unreadCountSchema = z.coerce.number().int().nonnegative();

/** Data of the visitor-log start call: the start time to send back on close. */
export const visitorLogStartSchema = z.union([
  z.union([z.string(), z.number()]),
  z.looseObject({ startTime: z.union([z.string(), z.number()]) }).transform((data) => data.startTime),
]);
