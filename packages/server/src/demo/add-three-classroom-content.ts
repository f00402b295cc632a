import { GRADES, SUBJECTS } from '../reference-data/school-attributes';
import { THREE_CLASS_TYPES } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';

/** Adds the three-classroom programmes and the special resource packs. */
export function addThreeClassroomContent(builder: DemoBuilder): void {
  const { prng, out, picture, content, nextContentId } = builder;
  THREE_CLASS_TYPES.forEach((type) => {
    for (let i = 0; i < 4; i++) {
      const teacher = prng.pick(out.teachers.filter((t) => t.phase_id === '2' || t.phase_id === '3'));
      const subject = SUBJECTS.find((s) => s.id === teacher.subject_id);
      const grade = prng.pick(GRADES.filter((g) => g.phaseId === teacher.phase_id));
      const topic = prng.pick(text.LESSON_TOPICS[teacher.subject_id] ?? ['专题课']);
      content({
        kind: 'three-class',
        title: `${type.name}：${topic}`,
        summary: `${out.schools.find((s) => s.id === teacher.school_id)?.name}${teacher.name}老师执教${grade.name}${subject?.name ?? ''}。`,
        type_code: type.id,
        phase_id: teacher.phase_id,
        grade_id: grade.id,
        subject_id: teacher.subject_id,
        school_id: teacher.school_id,
        author_id: teacher.id,
        author_name: teacher.name,
        cover: picture(`three-class-${nextContentId()}`, 'classroom'),
        extra: JSON.stringify({
          typeName: type.name,
          schedule: `每周${prng.pick(['一', '二', '三', '四', '五'])}第${prng.int(1, 7)}节`,
        }),
      });
    }
  });
  (['2026-autumn', '2026-spring'] as const).forEach((period) => {
    // Each pack opens the section whose material it gathers.
    [
      { title: '开学第一课', link: '/hdym' },
      { title: '安全教育专题', link: '/networkSafety' },
      { title: '心理健康专题', link: '/zhsj' },
      { title: '传统节日专题', link: '/zhsj/activityList' },
    ].forEach(({ title, link }) => {
      content({
        kind: 'special-resource',
        title: `${period === '2026-autumn' ? '2026年秋季' : '2026年春季'}${title}`,
        summary: `面向全县中小学生的${title}资源包。`,
        link_url: link,
        type_code: period,
        cover: picture(`special-${nextContentId()}`, prng.pick(['classroom', 'books', 'landscape'] as const)),
      });
    });
  });
}
