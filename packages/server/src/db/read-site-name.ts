import { DEFAULT_SITE_TITLE } from '@edu/api-client';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The site's name from the portal's site config, or 叶县教育公共服务平台 when none is stored. */
export async function readSiteName(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('portal_content')
    .select('title')
    .where('kind', '=', 'site-config')
    .executeTakeFirst();
  return row?.title || DEFAULT_SITE_TITLE;
}
