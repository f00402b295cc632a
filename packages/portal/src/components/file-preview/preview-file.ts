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

/**
 * A picture shown by the preview dialog as a file of its own (a painting, an album photo): its address is
 * its file, and its extension (`.webp`, `.jpg`, `.svg`) says what it is; one without is taken for a photo.
 */
export function pictureAsPreviewFile(id: string, title: string, url: string): PreviewFile {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url, 'http://picture.invalid').pathname)?.[1];
  return { id, fileName: title, fileExt: extension?.toLowerCase() ?? 'jpg', fileUrl: url };
}
