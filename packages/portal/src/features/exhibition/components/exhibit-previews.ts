import type { PreviewFile } from '@edu/api-client';
import { pictureAsPreviewFile as picture } from '../../../components/file-preview/preview-logic';
import type { Exhibit } from '../exhibition-api';

/**
 * What the preview dialog walks through when an exhibit is opened: an entry among the exhibition's
 * entries, a painting among its paintings, an album's own photos. `index` is where it opens.
 */
export function previewOf(exhibits: readonly Exhibit[], opened: Exhibit): { files: PreviewFile[]; index: number } {
  if (opened.exhibitType === 'album') {
    return { files: opened.pictures.map((photo) => picture(photo.id, photo.title, photo.cover)), index: 0 };
  }
  const same = exhibits.filter((exhibit) => exhibit.exhibitType === opened.exhibitType);
  const files = same.map((exhibit) =>
    exhibit.exhibitType === 'entry' ? exhibit.file : picture(exhibit.id, exhibit.title, exhibit.cover),
  );
  return { files, index: Math.max(0, same.indexOf(opened)) };
}
