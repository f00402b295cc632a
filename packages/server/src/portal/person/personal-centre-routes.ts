import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema } from '../../http/portal-query';
import { on, readBody, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { SUBJECTS } from '../../reference-data/school-attributes';
import type { RouteKit } from '../create-route-kit';
import { classesWithSchool, withGradeAndPhaseNames } from './class-rows';

const P = 'portal/v1/';
const SUBJECT_IDS = new Set<string>(SUBJECTS.map((subject) => subject.id));

const subjectSelectionSchema = z.strictObject({
  subjectIds: z
    .array(z.string().trim().min(1).max(8))
    .min(1, '请至少选择一个学科')
    .max(SUBJECTS.length)
    .refine((ids) => ids.every((id) => SUBJECT_IDS.has(id)), '学科不存在')
    .refine((ids) => new Set(ids).size === ids.length, '学科重复'),
});

/**
 * Ours (SPEC §7 "person" names the personal centre's classes and subjects without these calls): the
 * classes of the user's own school they may join, and saving the subjects they teach or study.
 */
export function registerPersonalCentreRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  // The classes of the user's school, each with whether the user is already in it (joined ones can be quit).
  on(app, 'GET', [`${P}class/joinable`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    if (!identity.schoolId) return ok(c, []);
    const classes = await classesWithSchool(db)
      .leftJoin('portal_class_members', (join) =>
        join
          .onRef('portal_class_members.class_id', '=', 'portal_classes.id')
          .on('portal_class_members.uid', '=', identity.uid),
      )
      .select('portal_class_members.member_role as memberRole')
      .where('portal_classes.school_id', '=', identity.schoolId)
      .orderBy('portal_classes.id')
      .execute();
    return ok(
      c,
      classes.map(({ memberRole, ...cls }) => ({
        ...withGradeAndPhaseNames(cls),
        joined: memberRole !== null,
        memberRole: memberRole ?? '',
      })),
    );
  });

  // Replaces the user's subjects (what `subject/client` marks `selected` and the teacher lists filter by).
  on(app, 'POST', [`${P}subject/save`], async (c) => {
    const identity = requireIdentity(c.get('identity'));
    await kit.limitWrite(c, 'edit');
    const { subjectIds } = await readBody(c, subjectSelectionSchema);
    const value = JSON.stringify(subjectIds);
    const updated = await db
      .updateTable('portal_profiles')
      .set({ subject_ids: value })
      .where('uid', '=', identity.uid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await db
        .insertInto('portal_profiles')
        .values({
          uid: identity.uid,
          school_id: identity.schoolId,
          avatar: identity.avatar,
          wx_bind: identity.wxBind ? 1 : 0,
          pwd_expire_at: identity.pwdExpireAt ?? '',
          subject_ids: value,
          user_type: identity.userType,
        })
        .execute();
    }
    return ok(c, { subjectIds });
  });
}
