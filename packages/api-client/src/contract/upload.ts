import * as z from 'zod/mini';

/**
 * Data of GET storage/getPresignedPostFormData (tolerant): where and how to POST the file (SPEC §3
 * "storage signing data").
 */
export const presignedPostFormDataSchema = z.looseObject({
  key: z.string().check(z.minLength(1)),
  policy: z.string(),
  postURL: z.string().check(z.minLength(1)),
  algorithm: z.string(),
  credential: z.string(),
  date: z.string(),
  signature: z.string(),
  /**
   * The content type the signed policy requires (ours: chosen by the server from the file's extension,
   * so a store never serves an upload as a type the platform did not allow). Absent: the file's own type.
   */
  contentType: z.optional(z.string()),
});

/** Storage signing data for one upload. */
export type PresignedPostFormData = z.infer<typeof presignedPostFormDataSchema>;

/** What an upload resolves to (SPEC §3 "upload result" data). */
export const uploadResultSchema = z.looseObject({
  name: z.string(),
  title: z.string(),
  transcodePath: z.string(),
  url: z.string(),
  size: z.number(),
  type: z.string(),
});

/** What an upload resolves to: the file name, its storage key (`transcodePath`), URL, size and extension. */
export type UploadResult = z.infer<typeof uploadResultSchema>;
