import { GRADES, SCHOOL_YEARS, SUBJECTS } from '../reference-data/school-attributes';
import type { DemoBuilder } from './create-demo-builder';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { DEMO_UIDS, DEMO_USER_SCHOOL_NAMES } from './demo-uids';
import { TEACHER_TITLES } from './ye-county';

/**
 * Adds three teachers and two classes per school, the class memberships of the demo users and their
 * portal profiles.
 */
export function addPeople(builder: DemoBuilder): void {
  const { prng, out, picture, personName } = builder;
  for (const school of out.schools) {
    const subjects = SUBJECTS.filter((s) => (s.phaseIds as readonly string[]).includes(school.phase_id));
    for (let i = 0; i < 3; i++) {
      const id = String(60_001 + out.teachers.length);
      const subject = prng.pick(subjects);
      out.teachers.push({
        id,
        name: personName(),
        school_id: school.id,
        phase_id: school.phase_id,
        subject_id: subject.id,
        title: prng.pick(TEACHER_TITLES),
        avatar: picture(`avatar-${id}`, 'art', 160, 160),
        intro: `${school.name}${subject.name}教师，从教${prng.int(5, 30)}年，${prng.pick(['县级骨干教师', '市级优秀教师', '县级学科带头人', '市级名师'])}。`,
      });
    }
  }

  // Classes: two per school; the demo teacher heads two classes and the demo student is in one.
  const schoolByName = (name: string) => out.schools.find((s) => s.name === name);
  for (const school of out.schools) {
    const grades = GRADES.filter((g) => g.phaseId === school.phase_id);
    for (let i = 0; i < 2; i++) {
      const grade = prng.pick(grades);
      out.classes.push({
        id: String(7001 + out.classes.length),
        school_id: school.id,
        name: `${grade.name}（${i + 1}）班`,
        grade_id: grade.id,
        phase_id: school.phase_id,
        head_teacher_name: personName(),
        student_count: prng.int(35, 56),
        school_year: SCHOOL_YEARS[0].id,
      });
    }
  }
  const teacherSchool = schoolByName(DEMO_USER_SCHOOL_NAMES.teacher);
  const studentSchool = schoolByName(DEMO_USER_SCHOOL_NAMES.student);
  const ownerSchool = schoolByName(DEMO_USER_SCHOOL_NAMES.studioOwner);
  const joined = new Date(DEMO_ANCHOR_TIME_MS - 80 * DAY_MS).toISOString();
  for (const cls of out.classes) {
    if (cls.school_id === teacherSchool?.id) {
      out.classMembers.push({ class_id: cls.id, uid: DEMO_UIDS.teacher, member_role: 'teacher', joined_at: joined });
      cls.head_teacher_name = '王丽华';
    }
    if (cls.school_id === studentSchool?.id && !out.classMembers.some((m) => m.uid === DEMO_UIDS.student)) {
      out.classMembers.push({ class_id: cls.id, uid: DEMO_UIDS.student, member_role: 'student', joined_at: joined });
    }
  }

  // Profiles of the demo users (the `users` table holds the accounts; these are the portal's extra fields).
  const validUntil = new Date(DEMO_ANCHOR_TIME_MS + 365 * DAY_MS).toISOString();
  const profile = (
    uid: string,
    schoolId: string | undefined,
    subjects: string[],
    userType: string,
    expires = validUntil,
  ) => {
    out.profiles.push({
      uid,
      school_id: schoolId ?? '',
      avatar: picture(`user-${uid}`, 'art', 160, 160),
      wx_bind: uid === DEMO_UIDS.teacher ? 1 : 0,
      pwd_expire_at: expires,
      subject_ids: JSON.stringify(subjects),
      user_type: userType,
    });
  };
  profile(DEMO_UIDS.teacher, teacherSchool?.id, ['01', '02'], '2');
  profile(DEMO_UIDS.student, studentSchool?.id, ['01', '02', '03'], '3');
  profile(DEMO_UIDS.lyykAdmin, undefined, ['01'], '2');
  profile(DEMO_UIDS.studioOwner, ownerSchool?.id, ['02'], '2');
  profile(DEMO_UIDS.admin, undefined, [], '1');
  profile(DEMO_UIDS.expired, teacherSchool?.id, ['03'], '2', new Date(DEMO_ANCHOR_TIME_MS - 3 * DAY_MS).toISOString());
}
