import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { GRADES, PHASES } from '../../reference-data/school-attributes';

/** The classes with their school's name, as the personal centre's class lists read them. */
export const classesWithSchool = (db: Kysely<Database>) =>
  db
    .selectFrom('portal_classes')
    .innerJoin('portal_schools', 'portal_schools.id', 'portal_classes.school_id')
    .select([
      'portal_classes.id as id',
      'portal_classes.name as className',
      'portal_classes.grade_id as gradeId',
      'portal_classes.phase_id as phaseId',
      'portal_classes.head_teacher_name as headTeacherName',
      'portal_classes.student_count as studentCount',
      'portal_classes.school_year as schoolYear',
      'portal_schools.name as schoolName',
    ]);

/** A class row with the names of its grade and phase (the ids alone mean nothing to the screen). */
export function withGradeAndPhaseNames<Row extends { gradeId: string; phaseId: string }>(row: Row) {
  return {
    ...row,
    gradeName: GRADES.find((grade) => grade.id === row.gradeId)?.name ?? '',
    phaseName: PHASES.find((phase) => phase.id === row.phaseId)?.name ?? '',
  };
}
