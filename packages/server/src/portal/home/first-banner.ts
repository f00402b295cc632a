import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listKind } from '../content-queries';

/**
 * The picture of the home page's first carousel slide (the slide the portal shows first, in the order of
 * `carouselpic/client`), or undefined when there is none. The home page's largest picture: the hosting
 * names it in /index's HTML so the browser fetches it before the portal's scripts have asked for it.
 */
async function firstBannerPicture(db: Kysely<Database>): Promise<string | undefined> {
  const [first] = await listKind(db, 'carousel');
  return first?.cover || undefined;
}

/** The portal's home page (SPEC §2; `/` redirects to it). */
const HOME_PAGE_PATH = '/index';

/** The hosting's `firstPicturesOf`: the first banner on the home page, nothing elsewhere. */
export function firstPicturesOfPage(db: Kysely<Database>): (pagePath: string) => Promise<readonly string[]> {
  return async (pagePath) => {
    if (pagePath !== HOME_PAGE_PATH) return [];
    const banner = await firstBannerPicture(db);
    return banner ? [banner] : [];
  };
}
