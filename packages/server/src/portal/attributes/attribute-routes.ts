import type { Hono } from 'hono';
import { z } from 'zod';
import { requireIdentity } from '../../auth/resolve-identity';
import { ok } from '../../http/portal-envelope';
import { areaCodeField, emptyQuerySchema, listQuerySchema } from '../../http/portal-query';
import { on, readBody, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { BOOK_PERIODS, GRADES, PHASES, SEMESTERS, SUBJECTS } from '../../reference-data/school-attributes';
import { THREE_CLASS_TYPES } from '../../reference-data/section-types';
import { toContentItem } from '../content-mapper';
import { mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

const idList = z
  .string()
  .max(100)
  .regex(/^[0-9]+(,[0-9]+)*$/, 'expected ids separated by commas')
  .transform((value) => value.split(','));

const grade = (g: (typeof GRADES)[number]) => ({ id: g.id, name: g.name, phaseId: g.phaseId });
const subject = (s: (typeof SUBJECTS)[number]) => ({ id: s.id, name: s.name, phaseIds: [...s.phaseIds] });

/** Phases, grades, subjects, semesters, book periods and three-classroom programmes (SPEC §7). */
export function registerAttributeRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', ['resource/v2/attribute/getPhaseList'], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      PHASES.map((p) => ({ id: p.id, name: p.name })),
    );
  });
  on(app, 'GET', ['resource/v2/attribute/getGradeList'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, phaseId: z.string().max(8).optional() }));
    return ok(c, GRADES.filter((g) => !query.phaseId || g.phaseId === query.phaseId).map(grade));
  });
  on(app, 'GET', ['resource/v2/attribute/getSemetersListByParams'], async (c) => {
    readQuery(
      c,
      z.strictObject({
        ...areaCodeField,
        gradeId: z.string().max(8).optional(),
        subjectId: z.string().max(8).optional(),
      }),
    );
    return ok(
      c,
      SEMESTERS.map((s) => ({ id: s.id, name: s.name })),
    );
  });
  on(app, 'GET', ['resource/v2/book/getBookPeriodList'], async (c) => {
    readQuery(
      c,
      z.strictObject({
        ...areaCodeField,
        subjectId: z.string().max(8).optional(),
        gradeId: z.string().max(8).optional(),
      }),
    );
    return ok(
      c,
      BOOK_PERIODS.map((b) => ({ id: b.id, name: b.name })),
    );
  });
  on(app, 'POST', ['resource/v3/attribute/getSubjectListByParams'], async (c) => {
    const body = await readBody(
      c,
      z.strictObject({ phaseId: z.string().max(8).optional(), gradeId: z.string().max(8).optional() }),
    );
    const phaseId = body.phaseId ?? GRADES.find((g) => g.id === body.gradeId)?.phaseId;
    return ok(c, SUBJECTS.filter((s) => !phaseId || (s.phaseIds as readonly string[]).includes(phaseId)).map(subject));
  });

  // three-class-admin answers status 1000 on success (SPEC §7).
  on(app, 'POST', ['three-class-admin/front/classes/info/selectNjxxByPhaseIds'], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, phaseIds: idList }));
    return ok(c, GRADES.filter((g) => query.phaseIds.includes(g.phaseId)).map(grade), 'three-class');
  });
  on(app, 'GET', ['three-class-admin/admin/teacher/info/phase/list'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const identity = requireIdentity(c.get('identity'));
    const phaseIds = new Set(SUBJECTS.filter((s) => identity.subjectIds.includes(s.id)).flatMap((s) => s.phaseIds));
    const school = identity.schoolId
      ? await db.selectFrom('portal_schools').select('phase_id').where('id', '=', identity.schoolId).executeTakeFirst()
      : undefined;
    const phases = PHASES.filter((p) => (school ? p.id === school.phase_id : phaseIds.has(p.id as never)));
    return ok(
      c,
      phases.map((p) => ({ id: p.id, name: p.name })),
      'three-class',
    );
  });
  on(app, 'POST', ['three-class-admin/admin/teacher/info/getSubjectList'], async (c) => {
    const body = await readBody(c, z.strictObject({ phaseId: z.string().max(8).optional() }));
    const identity = requireIdentity(c.get('identity'));
    return ok(
      c,
      SUBJECTS.filter(
        (s) =>
          identity.subjectIds.includes(s.id) &&
          (!body.phaseId || (s.phaseIds as readonly string[]).includes(body.phaseId)),
      ).map(subject),
      'three-class',
    );
  });
  on(app, 'GET', ['three-class-admin/front/classes/info/types'], async (c) => {
    readQuery(c, emptyQuerySchema);
    return ok(
      c,
      THREE_CLASS_TYPES.map((t) => ({ id: t.id, name: t.name })),
      'three-class',
    );
  });
  on(app, 'GET', ['three-class-admin/front/classes/info/page'], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['three-class'], query), (row) => toContentItem(row, names)),
      'three-class',
    );
  });
}
