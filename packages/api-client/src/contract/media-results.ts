import { z } from 'zod';

const mediaFileSchema = z.looseObject({ url: z.string() });

/** Data of POST /media/generate/image (tolerant). */
export const imageResultSchema = z.looseObject({
  images: z
    .array(mediaFileSchema)
    .nullish()
    .transform((images) => images ?? []),
});

/** Data of POST /media/generate/image: the generated images. */
export type ImageResult = z.infer<typeof imageResultSchema>;

/** Data of POST /media/generate/video (tolerant). */
export const videoStartResultSchema = z.looseObject({ requestId: z.string().min(1) });

/** Data of POST /media/generate/video: the job's request id. */
export type VideoStartResult = z.infer<typeof videoStartResultSchema>;

/**
 * Data of POST /media/video/status (tolerant). `status` is 'Succeed', 'InQueue', 'InProgress' or
 * 'Failed' upstream, kept as a string so a new value does not break parsing; `results` may be null or
 * absent before success.
 */
export const videoStatusResultSchema = z.looseObject({
  status: z.string(),
  reason: z.string().nullish(),
  results: z
    .looseObject({
      videos: z
        .array(mediaFileSchema)
        .nullish()
        .transform((videos) => videos ?? []),
    })
    .nullish(),
});

/** Data of POST /media/video/status. */
export type VideoStatusResult = z.infer<typeof videoStatusResultSchema>;
