import type { Kysely } from 'kysely';
import { isPlatformAdmin } from '../../auth/resolve-identity';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Identity } from '../../http/identity';
import { getContent } from '../content-queries';

/** The content kind of a studio, and the label of a missing one. */
export const STUDIO_KIND = 'studio';

/** A studio by id, or 404 工作室不存在. */
export const getStudio = (db: Kysely<Database>, id: string) => getContent(db, [STUDIO_KIND], id, '工作室');

/** Whether a user is one of the studio's members. */
async function isStudioMember(db: Kysely<Database>, uid: string, studioId: string): Promise<boolean> {
  const member = await db
    .selectFrom('portal_studio_members')
    .select('uid')
    .where('studio_id', '=', studioId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return member !== undefined;
}

/**
 * Counts a visit of a studio page (the studio, or one of its news): the members' own visits, which the
 * admin makes on every page it shows, are not counted. True when the visit was counted.
 */
export async function countStudioPageView(
  db: Kysely<Database>,
  identity: Identity | undefined,
  studioId: string,
  count: () => Promise<boolean>,
): Promise<boolean> {
  if (identity && (await isStudioMember(db, identity.uid, studioId))) return false;
  return count();
}

/**
 * Refuses (403) an identity that is neither a member of the studio nor a platform administrator: a
 * studio's news, resources and members are managed by its own members only.
 */
export async function assertStudioMember(db: Kysely<Database>, identity: Identity, studioId: string): Promise<void> {
  if (!(await isStudioMember(db, identity.uid, studioId)) && !isPlatformAdmin(identity))
    throw new HttpError(403, '只有本工作室成员可以管理工作室内容');
}
