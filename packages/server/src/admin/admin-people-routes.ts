import { randomUUID } from 'node:crypto';
import {
  type AdminPerson,
  passwordResetInputSchema,
  personCreateInputSchema,
  personStateInputSchema,
  personUpdateInputSchema,
  studioPlaceInputSchema,
  studioPlaceRemoveInputSchema,
  teacherImportInputSchema,
} from '@edu/api-client';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { hashPassword } from '../db/password-hash';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Identity } from '../http/identity';
import { ok } from '../http/portal-envelope';
import { areaCodeField, pagingFields } from '../http/portal-query';
import { on, type PortalContext, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import { SUBJECTS } from '../reference-data/school-attributes';
import type { AdminKit } from './admin-kit';
import { takeVersion } from './admin-versions';
import { recordAudit } from './audit-log';
import { judgeImportRows } from './judge-import-rows';
import { auditedPerson, listPeople, loadPerson, pagePeople, personTarget, roleNameOf } from './person-rows';

const B = 'admin/people';
const PLATFORM_ADMIN_ROLE_ID = '1';

const filterFields = {
  ...areaCodeField,
  keyword: z.string().trim().max(100).optional(),
  schoolId: z.string().trim().max(64).optional(),
  roleId: z.string().trim().max(16).optional(),
  status: z.enum(['active', 'disabled']).optional(),
};

/**
 * The console's people: search, create, edit, disable and enable, reset a password, studio places, import
 * teachers from a spreadsheet, export. An administrator cannot disable their own account nor take away
 * their own role (the county would have nobody left to run the console).
 */
export function registerAdminPeopleRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db, kit } = admin;
  const { limits, sessions } = kit.deps;

  on(app, 'GET', [B], async (c) => {
    const {
      pageNum,
      pageSize,
      areaCode: _areaCode,
      ...filter
    } = readQuery(c, z.strictObject({ ...filterFields, ...pagingFields }));
    return ok(c, await pagePeople(db, filter, { pageNum, pageSize }));
  });

  on(app, 'GET', [`${B}/export`], async (c) => {
    const { areaCode: _areaCode, ...filter } = readQuery(c, z.strictObject(filterFields));
    return ok(c, await listPeople(db, filter, limits.consoleExportMaxRows));
  });

  on(app, 'GET', [`${B}/options`], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    const schools = await db
      .selectFrom('portal_schools')
      .leftJoin('portal_towns', 'portal_towns.code', 'portal_schools.town_code')
      .select(['portal_schools.id as id', 'portal_schools.name as name', 'portal_towns.name as townName'])
      .orderBy('portal_schools.name')
      .execute();
    const towns = await db.selectFrom('portal_towns').select(['code', 'name']).orderBy('sort_order').execute();
    const studios = await db
      .selectFrom('portal_content')
      .select(['id', 'title as name'])
      .where('kind', '=', 'studio')
      .orderBy('title')
      .execute();
    return ok(c, {
      schools: schools.map((school) => ({ ...school, townName: school.townName ?? '' })),
      towns,
      studios,
    });
  });

  on(app, 'POST', [`${B}/create`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, personCreateInputSchema);
    const at = admin.now();
    const school = await schoolOf(db, input.schoolId);
    const uid = randomUUID();
    const passwordHash = await hashPassword(input.password);
    await admin.write(async (trx) => {
      await assertUsernameFree(trx, input.username);
      await createAccount(trx, actor, at, {
        uid,
        username: input.username.trim(),
        userName: input.userName.trim(),
        phone: input.phone?.trim() ?? '',
        roleId: input.roleId,
        school,
        subjectIds: [],
        passwordHash,
      });
      await takeVersion(trx, personTarget(uid), 0, actor, at);
      const after = await loadPerson(trx, uid);
      await recordAudit(trx, {
        actor,
        at,
        action: 'person.create',
        targetId: uid,
        targetLabel: after.userName,
        before: null,
        after: auditedPerson(after),
      });
    });
    return ok(c, await loadPerson(db, uid));
  });

  on(app, 'POST', [`${B}/:uid/update`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, personUpdateInputSchema);
    const at = admin.now();
    const before = await loadPerson(db, uidOf(c));
    if (
      before.uid === actor.uid &&
      before.roleId === PLATFORM_ADMIN_ROLE_ID &&
      input.roleId !== PLATFORM_ADMIN_ROLE_ID
    ) {
      throw new HttpError(400, '不能取消自己的平台管理员角色');
    }
    const school = await schoolOf(db, input.schoolId);
    await admin.write(async (trx) => {
      await takeVersion(trx, personTarget(before.uid), input.version, actor, at);
      await trx
        .updateTable('users')
        .set({
          user_name: input.userName.trim(),
          phone: input.phone?.trim() ?? '',
          role_id: input.roleId,
          role_name: roleNameOf(input.roleId),
          school_name: school?.name ?? '',
        })
        .where('uid', '=', before.uid)
        .execute();
      await trx
        .insertInto('portal_profiles')
        .values(profileOf(before.uid, school?.id ?? '', [], at))
        .onConflict((conflict) => conflict.column('uid').doUpdateSet({ school_id: school?.id ?? '' }))
        .execute();
      const after = await loadPerson(trx, before.uid);
      await recordAudit(trx, {
        actor,
        at,
        action: 'person.update',
        targetId: before.uid,
        targetLabel: after.userName,
        before: auditedPerson(before),
        after: auditedPerson(after),
      });
    });
    return ok(c, await loadPerson(db, before.uid));
  });

  for (const disabled of [true, false]) {
    on(app, 'POST', [`${B}/:uid/${disabled ? 'disable' : 'enable'}`], async (c) => {
      const actor = admin.actorOf(c);
      const input = await admin.readInput(c, personStateInputSchema);
      const at = admin.now();
      const before = await loadPerson(db, uidOf(c));
      if (disabled && before.uid === actor.uid) throw new HttpError(400, '不能停用自己的账号');
      if (before.disabled === disabled) throw new HttpError(409, disabled ? '该账号已停用' : '该账号已是启用状态');
      const version = await admin.write(async (trx) => {
        const next = await takeVersion(trx, personTarget(before.uid), input.version, actor, at);
        await trx
          .updateTable('users')
          .set({ disabled_at: disabled ? at.toISOString() : null })
          .where('uid', '=', before.uid)
          .execute();
        await recordAudit(trx, {
          actor,
          at,
          action: disabled ? 'person.disable' : 'person.enable',
          targetId: before.uid,
          targetLabel: before.userName,
          before: auditedPerson(before),
          after: auditedPerson({ ...before, disabled }),
        });
        return next;
      });
      // Every sign-in refuses the account from the commit on; its sessions end here, on every copy.
      if (disabled) await sessions.endAllOf(before.uid);
      return ok(c, { id: before.uid, version });
    });
  }

  on(app, 'POST', [`${B}/:uid/reset-password`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, passwordResetInputSchema);
    const at = admin.now();
    const before = await loadPerson(db, uidOf(c));
    const passwordHash = await hashPassword(input.password);
    const version = await admin.write(async (trx) => {
      const next = await takeVersion(trx, personTarget(before.uid), input.version, actor, at);
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('uid', '=', before.uid).execute();
      await forcePasswordChange(trx, before.uid, actor, at);
      await recordAudit(trx, {
        actor,
        at,
        action: 'person.reset-password',
        targetId: before.uid,
        targetLabel: before.userName,
        before: auditedPerson(before),
        after: auditedPerson({ ...before, mustChangePassword: true }),
      });
      return next;
    });
    // Whoever holds a session of the old password is signed out.
    await sessions.endAllOf(before.uid);
    return ok(c, { id: before.uid, version });
  });

  on(app, 'POST', [`${B}/:uid/studios`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, studioPlaceInputSchema);
    const at = admin.now();
    const before = await loadPerson(db, uidOf(c));
    const studio = await db
      .selectFrom('portal_content')
      .select(['id', 'title'])
      .where('id', '=', input.studioId)
      .where('kind', '=', 'studio')
      .executeTakeFirst();
    if (!studio) throw new HttpError(404, '工作室不存在');
    if (input.place === 'owner') {
      const host = await db
        .selectFrom('portal_studio_members')
        .innerJoin('users', 'users.uid', 'portal_studio_members.uid')
        .select(['users.uid', 'users.user_name'])
        .where('portal_studio_members.studio_id', '=', studio.id)
        .where('portal_studio_members.member_role', '=', 'owner')
        .executeTakeFirst();
      if (host && host.uid !== before.uid) {
        throw new HttpError(409, `该工作室已有主持人（${host.user_name}），请先调整其角色`);
      }
    }
    await admin.write(async (trx) => {
      await takeVersion(trx, personTarget(before.uid), input.version, actor, at);
      await trx
        .insertInto('portal_studio_members')
        .values({ studio_id: studio.id, uid: before.uid, member_role: input.place })
        .onConflict((conflict) => conflict.columns(['studio_id', 'uid']).doUpdateSet({ member_role: input.place }))
        .execute();
      const after = await loadPerson(trx, before.uid);
      await recordAudit(trx, {
        actor,
        at,
        action: 'person.studio-place',
        targetId: before.uid,
        targetLabel: before.userName,
        before: auditedPerson(before),
        after: auditedPerson(after),
      });
    });
    return ok(c, await loadPerson(db, before.uid));
  });

  on(app, 'POST', [`${B}/:uid/studios/:studioId/remove`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, studioPlaceRemoveInputSchema);
    const at = admin.now();
    const before = await loadPerson(db, uidOf(c));
    const studioId = c.req.param('studioId') ?? '';
    if (!before.studios.some((studio) => studio.studioId === studioId))
      throw new HttpError(404, '该用户不在这个工作室');
    await admin.write(async (trx) => {
      await takeVersion(trx, personTarget(before.uid), input.version, actor, at);
      await trx
        .deleteFrom('portal_studio_members')
        .where('studio_id', '=', studioId)
        .where('uid', '=', before.uid)
        .execute();
      const after = await loadPerson(trx, before.uid);
      await recordAudit(trx, {
        actor,
        at,
        action: 'person.studio-remove',
        targetId: before.uid,
        targetLabel: before.userName,
        before: auditedPerson(before),
        after: auditedPerson(after),
      });
    });
    return ok(c, await loadPerson(db, before.uid));
  });

  const judge = async (reader: Kysely<Database>, rows: z.infer<typeof teacherImportInputSchema>['rows']) => {
    if (rows.length > limits.consoleImportMaxRows) {
      throw new HttpError(400, `一次最多导入 ${limits.consoleImportMaxRows} 行，请分批导入`);
    }
    const usernames = [...new Set(rows.map((row) => row.username.trim()).filter((name) => name !== ''))];
    const taken = new Set<string>();
    for (let i = 0; i < usernames.length; i += 500) {
      const found = await reader
        .selectFrom('users')
        .select('username')
        .where('username', 'in', usernames.slice(i, i + 500))
        .execute();
      for (const row of found) taken.add(row.username);
    }
    const schools = await reader.selectFrom('portal_schools').select(['id', 'name']).execute();
    return judgeImportRows(rows, {
      takenUsernames: taken,
      schoolIdsByName: new Map(schools.map((school) => [school.name, school.id])),
      subjectIdsByName: new Map(SUBJECTS.map((subject) => [subject.name, subject.id])),
    });
  };

  on(app, 'POST', [`${B}/import/preview`], async (c) => {
    const input = await admin.readInput(c, teacherImportInputSchema);
    const { fates } = await judge(db, input.rows);
    const refuseCount = fates.filter((fate) => fate.fate === 'refuse').length;
    return ok(c, { rows: fates, createCount: fates.length - refuseCount, refuseCount });
  });

  on(app, 'POST', [`${B}/import/commit`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, teacherImportInputSchema);
    const at = admin.now();
    // One hash for the batch: every new account gets the same initial password and must change it at its
    // first sign-in, and 200 scrypt hashes would hold the request for seconds.
    const passwordHash = await hashPassword(input.password);
    const schools = new Map(
      (await db.selectFrom('portal_schools').select(['id', 'name']).execute()).map((school) => [school.id, school]),
    );
    const outcome = await admin.write(async (trx) => {
      // Judged again inside the transaction: an account created since the preview is refused, not doubled.
      const { fates, accepted } = await judge(trx, input.rows);
      for (const row of accepted) {
        const uid = randomUUID();
        await createAccount(trx, actor, at, {
          uid,
          username: row.username,
          userName: row.userName,
          phone: row.phone,
          roleId: '3',
          school: schools.get(row.schoolId),
          subjectIds: row.subjectId ? [row.subjectId] : [],
          passwordHash,
        });
        await takeVersion(trx, personTarget(uid), 0, actor, at);
      }
      const refused = fates.filter((fate) => fate.fate === 'refuse');
      await recordAudit(trx, {
        actor,
        at,
        action: 'person.import',
        targetId: `import-${at.getTime()}`,
        targetLabel: `导入 ${accepted.length} 位教师`,
        before: null,
        after: {
          created: accepted.map((row) => `${row.username} ${row.userName}`),
          refused: refused.map((fate) => `第 ${fate.row} 行：${fate.reasons.join('；')}`),
        },
      });
      return { created: accepted.length, refused };
    });
    return ok(c, outcome);
  });
}

const uidOf = (c: PortalContext) => c.req.param('uid') ?? '';

/** The school an account belongs to, or 400 for an id that is not one. */
async function schoolOf(db: Kysely<Database>, schoolId: string | undefined) {
  if (!schoolId) return undefined;
  const school = await db
    .selectFrom('portal_schools')
    .select(['id', 'name'])
    .where('id', '=', schoolId)
    .executeTakeFirst();
  if (!school) throw new HttpError(400, '参数错误：schoolId: 学校不存在');
  return school;
}

async function assertUsernameFree(db: Kysely<Database>, username: string): Promise<void> {
  const taken = await db.selectFrom('users').select('uid').where('username', '=', username.trim()).executeTakeFirst();
  if (taken) throw new HttpError(409, `账号 ${username.trim()} 已存在`);
}

const profileOf = (uid: string, schoolId: string, subjectIds: string[], at: Date) => ({
  uid,
  school_id: schoolId,
  avatar: '',
  wx_bind: 0,
  // Expired from the start: the expiry prompt asks for a new password at the first sign-in.
  pwd_expire_at: at.toISOString(),
  subject_ids: JSON.stringify(subjectIds),
  user_type: '3',
});

/** Marks an account's password as one the person must change (a reset, or a new account's first). */
async function forcePasswordChange(trx: Kysely<Database>, uid: string, actor: Identity, at: Date): Promise<void> {
  const values = { reset_at: at.toISOString(), reset_by_name: actor.userName };
  await trx
    .insertInto('password_resets')
    .values({ uid, ...values })
    .onConflict((conflict) => conflict.column('uid').doUpdateSet(values))
    .execute();
  await trx.updateTable('portal_profiles').set({ pwd_expire_at: at.toISOString() }).where('uid', '=', uid).execute();
}

/** Inserts an account with its profile; its password must be changed at the first sign-in. */
async function createAccount(
  trx: Kysely<Database>,
  actor: Identity,
  at: Date,
  account: {
    uid: string;
    username: string;
    userName: string;
    phone: string;
    roleId: AdminPerson['roleId'];
    school: { id: string; name: string } | undefined;
    subjectIds: string[];
    passwordHash: string;
  },
): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      uid: account.uid,
      username: account.username,
      password_hash: account.passwordHash,
      user_name: account.userName,
      role_id: account.roleId,
      role_name: roleNameOf(account.roleId),
      school_name: account.school?.name ?? '',
      organ_name: actor.organName,
      organ_id: actor.organId,
      phone: account.phone,
      avatar: '',
      created_at: at.toISOString(),
      disabled_at: null,
    })
    .execute();
  await trx
    .insertInto('portal_profiles')
    .values(profileOf(account.uid, account.school?.id ?? '', account.subjectIds, at))
    .execute();
  await forcePasswordChange(trx, account.uid, actor, at);
}
