import * as z from 'zod/mini';

const mediaFileSchema = z.looseObject({ url: z.string() });

/** A file list that may be null or absent: read as empty. */
const mediaFilesSchema = z.pipe(
  z.nullish(z.array(mediaFileSchema)),
  z.transform((files) => files ?? []),
);

/** Data of POST /media/generate/image (tolerant). */
export const imageResultSchema = z.looseObject({ images: mediaFilesSchema });

/** Data of POST /media/generate/image: the generated images. */
export type ImageResult = z.infer<typeof imageResultSchema>;

/** Data of POST /media/generate/video (tolerant). */
export const videoStartResultSchema = z.looseObject({ requestId: z.string().check(z.minLength(1)) });

/** Data of POST /media/generate/video: the job's request id. */
export type VideoStartResult = z.infer<typeof videoStartResultSchema>;

/**
 * Data of POST /media/video/status (tolerant). `status` is 'Succeed', 'InQueue', 'InProgress' or
 * 'Failed' upstream, kept as a string so a new value does not break parsing; `results` may be null or
 * absent before success.
 */
export const videoStatusResultSchema = z.looseObject({
  status: z.string(),
  reason: z.nullish(z.string()),
  results: z.nullish(z.looseObject({ videos: mediaFilesSchema })),
});

/** Data of POST /media/video/status. */
export type VideoStatusResult = z.infer<typeof videoStatusResultSchema>;
