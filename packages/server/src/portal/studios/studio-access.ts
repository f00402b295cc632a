import type { Kysely } from 'kysely';
import type { Identity } from '../../auth/identity';
import { isPlatformAdmin } from '../../auth/resolve-identity';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { getContent } from '../content-queries';

/** The content kind of a studio, and the label of a missing one. */
export const STUDIO_KIND = 'studio';

/** A studio by id, or 404 工作室不存在. */
export const getStudio = (db: Kysely<Database>, id: string) => getContent(db, [STUDIO_KIND], id, '工作室');

/**
 * Refuses (403) an identity that is neither a member of the studio nor a platform administrator: a
 * studio's news, resources and members are managed by its own members only.
 */
export async function assertStudioMember(db: Kysely<Database>, identity: Identity, studioId: string): Promise<void> {
  const member = await db
    .selectFrom('portal_studio_members')
    .select('uid')
    .where('studio_id', '=', studioId)
    .where('uid', '=', identity.uid)
    .executeTakeFirst();
  if (!member && !isPlatformAdmin(identity)) throw new HttpError(403, '只有本工作室成员可以管理工作室内容');
}
