import { THREE_CLASS_TYPES } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import { unitLabel } from './textbook-unit';
import { unitsFor } from './textbook-units';

const PROGRAMMES_PER_TYPE = 4;

/**
 * Adds the three-classroom programmes (each teaches one textbook unit of its teacher's subject, to the
 * unit's grade) and the special resource packs. The unit is kept in the programme's `extra` so its
 * lessons (add-three-class-lessons) follow the unit's own lessons.
 */
export function addThreeClassroomContent(builder: DemoBuilder): void {
  const { prng, out, picture, classroomPicture, content, nextContentId } = builder;
  const titles = new Set<string>();
  THREE_CLASS_TYPES.forEach((type) => {
    let added = 0;
    while (added < PROGRAMMES_PER_TYPE) {
      const teacher = prng.pick(out.teachers.filter((t) => t.phase_id === '2' || t.phase_id === '3'));
      const unit = prng.pick(unitsFor(teacher.subject_id, teacher.phase_id));
      const title = `${type.name}：${unitLabel(unit)}${unit.topic}`;
      if (titles.has(title)) continue;
      titles.add(title);
      added++;
      content({
        kind: 'three-class',
        title,
        summary: `${out.schools.find((s) => s.id === teacher.school_id)?.name}${teacher.name}老师执教${unit.gradeName}${unit.subjectName}“${unit.topic}”（${unit.edition}）。`,
        type_code: type.id,
        phase_id: teacher.phase_id,
        grade_id: unit.gradeId,
        subject_id: teacher.subject_id,
        school_id: teacher.school_id,
        author_id: teacher.id,
        author_name: teacher.name,
        cover: classroomPicture(`three-class-${nextContentId()}`, unit.topic),
        extra: JSON.stringify({
          typeName: type.name,
          schedule: `每周${prng.pick(['一', '二', '三', '四', '五'])}第${prng.int(1, 7)}节`,
          unitTopic: unit.topic,
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
