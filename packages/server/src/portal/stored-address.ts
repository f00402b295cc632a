import { isStoredAddressAllowed } from '@edu/api-client';
import { HttpError } from '../http/http-error';
import { sanitizeRichText } from '../http/sanitize-rich-text';
import type { ContentEdit } from './content-patch';

/** Where a stored picture may live: a file of our store only, or also another site. */
type CoverSource = 'own-files' | 'own-files-or-other-sites';

/**
 * A cover address as it is stored: '' for none; otherwise parsed against our origin and normalised (dot
 * segments resolved; a site path for our own files, the full URL for another site), after the stored-address
 * rule accepts it as a picture (`isStoredAddressAllowed`, issue 29). A refused one is 400 naming the field.
 */
function storedCoverOf(value: string, ourOrigin: string, source: CoverSource): string {
  if (value === '') return '';
  const url = isStoredAddressAllowed(value, ourOrigin, 'resource') ? new URL(value.trim(), ourOrigin) : undefined;
  const own = url?.origin === new URL(ourOrigin).origin;
  if (!url || (source === 'own-files' && !own)) {
    throw new HttpError(
      400,
      source === 'own-files'
        ? 'cover: 封面必须是上传到平台的图片'
        : 'cover: 封面须为上传到平台的图片或其他网站的 http(s) 图片地址',
    );
  }
  return own ? `${url.pathname}${url.search}` : url.href;
}

/**
 * An edit of a news or activity item as it is stored: its body reduced to the rich-text policy with every
 * address checked against our origin, and its cover checked and normalised ({@link storedCoverOf}).
 */
export function storedContentEdit<T extends ContentEdit>(edit: T, ourOrigin: string, covers: CoverSource): T {
  return {
    ...edit,
    ...(edit.content !== undefined ? { content: sanitizeRichText(edit.content, ourOrigin) } : {}),
    ...(edit.cover !== undefined ? { cover: storedCoverOf(edit.cover, ourOrigin, covers) } : {}),
  };
}
