import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { HttpError, notFound } from '../../http/http-error';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, idParamSchema, parseInput } from '../../http/portal-query';
import { on, type PortalContext, readBody, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import type { RouteKit } from '../create-route-kit';
import { likePattern } from '../page-rows';
import { assertStudioMember, getStudio } from './studio-access';
import { listStudioMembers } from './studio-members';
import { STUDIO_PREFIX as S } from './studio-prefix';

/** How many teachers one search for new members answers. */
const CANDIDATES_MAX = 20;

const uid = z.string().trim().min(1).max(64);
const addBody = z.strictObject({ uid, memberRole: z.enum(['assistant', 'member']).default('member') });
const candidatesQuery = z.strictObject({ ...areaCodeField, keyword: z.string().trim().max(50).default('') });

/**
 * A studio's members: the public list (names and roles), and for its members the teachers they may add,
 * adding one and removing one (the host stays).
 */
export function registerStudioMemberRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const studioOf = (c: PortalContext) => getStudio(db, parseInput(idParamSchema, { id: c.req.param('id') }).id);

  on(app, 'GET', [`${S}:id/members`], async (c) => {
    readQuery(c, z.strictObject(areaCodeField));
    const studio = await studioOf(c);
    return ok(c, (await listStudioMembers(db, [studio.id], await kit.names())).get(studio.id) ?? []);
  });
  on(app, 'GET', [`${S}:id/members/candidates`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    const { keyword } = readQuery(c, candidatesQuery);
    const studio = await studioOf(c);
    await assertStudioMember(db, identity, studio.id);
    const names = await kit.names();
    let query = db
      .selectFrom('portal_teachers')
      .select(['id', 'name', 'title', 'school_id', 'avatar'])
      .where('id', 'not in', db.selectFrom('portal_studio_members').select('uid').where('studio_id', '=', studio.id));
    if (keyword) query = query.where('name', 'like', likePattern(keyword));
    const teachers = await query.orderBy('name').orderBy('id').limit(CANDIDATES_MAX).execute();
    return ok(
      c,
      teachers.map((teacher) => ({
        uid: teacher.id,
        name: teacher.name,
        title: teacher.title,
        schoolName: names.schools.get(teacher.school_id) ?? '',
        avatar: teacher.avatar,
      })),
    );
  });
  on(app, 'POST', [`${S}:id/members/add`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const studio = await studioOf(c);
    await assertStudioMember(db, identity, studio.id);
    const body = await readBody(c, addBody);
    const teacher = await db.selectFrom('portal_teachers').select('id').where('id', '=', body.uid).executeTakeFirst();
    if (!teacher) throw notFound('教师');
    const existing = await db
      .selectFrom('portal_studio_members')
      .select('uid')
      .where('studio_id', '=', studio.id)
      .where('uid', '=', body.uid)
      .executeTakeFirst();
    if (existing) throw new HttpError(400, '该教师已是工作室成员');
    await db
      .insertInto('portal_studio_members')
      .values({ studio_id: studio.id, uid: body.uid, member_role: body.memberRole })
      .execute();
    return ok(c, (await listStudioMembers(db, [studio.id], await kit.names())).get(studio.id) ?? []);
  });
  on(app, 'POST', [`${S}:id/members/:uid/del`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const studio = await studioOf(c);
    await assertStudioMember(db, identity, studio.id);
    const memberUid = parseInput(uid, c.req.param('uid'));
    const member = await db
      .selectFrom('portal_studio_members')
      .select('member_role')
      .where('studio_id', '=', studio.id)
      .where('uid', '=', memberUid)
      .executeTakeFirst();
    if (!member) throw notFound('工作室成员');
    if (member.member_role === 'owner') throw new HttpError(400, '不能移除工作室主持人');
    await db
      .deleteFrom('portal_studio_members')
      .where('studio_id', '=', studio.id)
      .where('uid', '=', memberUid)
      .execute();
    return ok(c, (await listStudioMembers(db, [studio.id], await kit.names())).get(studio.id) ?? []);
  });
}
