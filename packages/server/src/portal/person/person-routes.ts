import { STUDIO_SYSTEM_ID } from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { clearSessionCookie } from '../../auth/session-cookie';
import { PASSWORD_VALIDITY_MS } from '../../constants';
import { HttpError } from '../../http/http-error';
import type { Identity } from '../../http/identity';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, emptyQuerySchema, idParamSchema, parseInput } from '../../http/portal-query';
import { CHANGES_STATE, on, readBody, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { SCHOOL_YEARS, SUBJECTS } from '../../reference-data/school-attributes';
import type { RouteKit } from '../create-route-kit';
import { studioPermissionList } from '../studios/studio-permissions';
import { classesWithSchool, withGradeAndPhaseNames } from './class-rows';

const P = 'portal/v1/';

/** A uid named by the client must be the token's (DESIGN.md: the uid is never trusted). */
function assertOwnUid(identity: Identity, claimed: string | undefined): void {
  if (claimed !== undefined && claimed !== '' && claimed !== identity.uid) {
    throw new HttpError(403, 'uid 与登录用户不一致');
  }
}

/** The SPEC §3 user, with the unread count the navbar shows. */
async function userView(kit: RouteKit, identity: Identity) {
  const unread = await kit.deps.db
    .selectFrom('portal_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('uid', '=', identity.uid)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  // The password-expiry prompt is for people who signed in with a password here, never through the
  // county's unified login (their password lives with the provider).
  const expired =
    identity.signInMethod === 'password' && identity.pwdExpireAt
      ? Date.parse(identity.pwdExpireAt) <= kit.now().getTime()
      : false;
  // An administrator reset the password (or made the account): the prompt asks for a new one, no skipping.
  const mustChange =
    expired &&
    (await kit.deps.db
      .selectFrom('password_resets')
      .select('uid')
      .where('uid', '=', identity.uid)
      .executeTakeFirst()) !== undefined;
  return {
    userId: identity.uid,
    uid: identity.uid,
    userName: identity.userName,
    username: identity.username,
    roleId: identity.roleId,
    schoolId: identity.schoolId,
    schoolName: identity.schoolName,
    organName: identity.organName,
    organId: identity.organId,
    phone: identity.phone,
    avatar: identity.avatar,
    wxBind: identity.wxBind ? 1 : 0,
    wxBindInfo: identity.wxBind ? { nickName: identity.userName } : null,
    pwdExpirTime: identity.pwdExpireAt ?? null,
    pwdIsExpire: expired ? 1 : 0,
    pwdMustChange: mustChange ? 1 : 0,
    sysRoles: [{ roleId: identity.roleId, roleName: identity.roleName }],
    subjectIds: identity.subjectIds,
    userType: identity.userType,
    messageToatal: Number(unread?.n ?? 0),
  };
}

/** User info, classes, relations, subjects, school years, permissions (SPEC §7 "person", "Auth and user"). */
export function registerPersonRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  // Who am I, without a failing request (CONTRACTS 1.5): an anonymous visitor, or a session cookie whose
  // token is no longer valid, is a success with no user (the stale cookie is cleared). An invalid token in
  // `Authorization` is still 401: a Bearer client must learn that its token is bad.
  on(app, 'GET', [`${P}userInfo`, 'authority/permission/userinfo'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const identity = c.get('identity');
    if (identity) return ok(c, await userView(kit, identity));
    const source = c.get('credentialSource');
    if (source === 'header') requireIdentity(identity);
    if (source === 'cookie') clearSessionCookie(c, kit.deps.session);
    return ok(c, null);
  });

  on(app, 'GET', ['authority/permission/getUserPermissionList'], async (c) => {
    const query = readQuery(
      c,
      z.strictObject({
        ...areaCodeField,
        systemId: z.string().max(64).default(STUDIO_SYSTEM_ID),
        uid: z.string().max(64).optional(),
      }),
    );
    const identity = requireIdentity(c.get('identity'));
    assertOwnUid(identity, query.uid);
    return ok(c, await studioPermissionList(db, identity), 'permission');
  });

  on(
    app,
    'GET',
    ['api/edu/uc/eduUserExt/updateExpirTime'],
    async (c) => {
      const query = readQuery(c, z.strictObject({ ...areaCodeField, uid: z.string().max(64).optional() }));
      const identity = requireIdentity(c.get('identity'));
      await kit.limitWrite(c, 'edit');
      assertOwnUid(identity, query.uid);
      const reset = await db
        .selectFrom('password_resets')
        .select('uid')
        .where('uid', '=', identity.uid)
        .executeTakeFirst();
      if (reset) throw new HttpError(403, '管理员已重置您的密码，请先修改密码');
      const expires = new Date(kit.now().getTime() + PASSWORD_VALIDITY_MS).toISOString();
      await db.updateTable('portal_profiles').set({ pwd_expire_at: expires }).where('uid', '=', identity.uid).execute();
      return ok(c, { pwdExpirTime: expires });
    },
    CHANGES_STATE,
  );

  on(app, 'GET', ['api/edu/uc/v2/area/list'], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField, parentCode: z.string().max(32).optional() }));
    const towns = await db.selectFrom('portal_towns').selectAll().orderBy('sort_order').execute();
    return ok(
      c,
      towns.map((town) => ({ areaCode: town.code, areaName: town.name, parentCode: '410422' })),
    );
  });

  on(app, 'GET', [`${P}class`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    const classes = await classesWithSchool(db)
      .innerJoin('portal_class_members', 'portal_class_members.class_id', 'portal_classes.id')
      .select(['portal_class_members.member_role as memberRole', 'portal_class_members.joined_at as joinDate'])
      .where('portal_class_members.uid', '=', identity.uid)
      .orderBy('portal_classes.id')
      .execute();
    return ok(c, classes.map(withGradeAndPhaseNames));
  });

  on(app, 'POST', [`${P}quitClass/:id`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const { id } = parseInput(idParamSchema, c.req.param());
    const result = await db
      .deleteFrom('portal_class_members')
      .where('class_id', '=', id)
      .where('uid', '=', identity.uid)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new HttpError(404, '您不在该班级中');
    return ok(c, { id });
  });

  on(app, 'POST', [`${P}addNewRelation`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const body = await readBody(
      c,
      z.strictObject({
        classId: z.string().trim().min(1).max(64),
        relation: z.enum(['student', 'teacher', 'parent']).default('student'),
      }),
    );
    const cls = await db
      .selectFrom('portal_classes')
      .select(['id', 'school_id'])
      .where('id', '=', body.classId)
      .executeTakeFirst();
    if (!cls) throw new HttpError(404, '班级不存在');
    // The personal centre offers the classes of the user's own school (class/joinable); no other may be joined.
    if (cls.school_id !== identity.schoolId) throw new HttpError(403, '只能加入本校的班级');
    const existing = await db
      .selectFrom('portal_class_members')
      .select('uid')
      .where('class_id', '=', body.classId)
      .where('uid', '=', identity.uid)
      .executeTakeFirst();
    if (existing) throw new HttpError(400, '您已在该班级中');
    await db
      .insertInto('portal_class_members')
      .values({
        class_id: body.classId,
        uid: identity.uid,
        member_role: body.relation,
        joined_at: kit.now().toISOString(),
      })
      .execute();
    return ok(c, { classId: body.classId, relation: body.relation });
  });

  on(app, 'GET', [`${P}subject/client`], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, phaseId: z.string().max(8).optional() }));
    const mine = new Set(c.get('identity')?.subjectIds ?? []);
    return ok(
      c,
      SUBJECTS.filter((s) => !query.phaseId || (s.phaseIds as readonly string[]).includes(query.phaseId)).map((s) => ({
        id: s.id,
        name: s.name,
        selected: mine.has(s.id),
      })),
    );
  });

  on(app, 'GET', [`${P}schoolyear`], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      SCHOOL_YEARS.map((year, index) => ({ ...year, current: index === 0 })),
    );
  });
}
