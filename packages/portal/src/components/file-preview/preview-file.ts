import { fileResourceSchema } from '@edu/api-client';
import * as z from 'zod/mini';

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
export type PreviewFile = z.infer<typeof previewFileSchema>;
