import type { DemoBuilder } from './create-demo-builder';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { TEXTBOOK_UNITS } from './textbook-units';
import { unitVideo } from './unit-media';
import { formatDuration, videoSeconds } from './video-length';

const LESSONS_PER_PROGRAMME = 4;

/**
 * Adds the lessons of every three-classroom programme (its detail page lists them): one recorded lesson a
 * week, each with its video, taught by the programme's teacher: the unit's lessons in order, then a
 * review of the unit.
 */
export function addThreeClassLessons(builder: DemoBuilder): void {
  const { prng, out, content, addFile } = builder;
  for (const programme of out.content.filter((c) => c.kind === 'three-class')) {
    const { unitTopic } = JSON.parse(programme.extra) as { unitTopic: string };
    const unit = TEXTBOOK_UNITS.find(
      (u) => u.topic === unitTopic && u.subjectId === programme.subject_id && u.gradeId === programme.grade_id,
    );
    if (!unit) throw new Error(`The programme ${programme.title} names no known unit`);
    const firstWeek = DEMO_ANCHOR_TIME_MS - prng.int(6, 10) * 7 * DAY_MS;
    for (let n = 1; n <= LESSONS_PER_PROGRAMME; n++) {
      const topic = unit.lessons[n - 1] ?? `${unit.topic}单元复习`;
      const taught = new Date(firstWeek + (n - 1) * 7 * DAY_MS);
      const lesson = content({
        kind: 'three-class-lesson',
        parent_id: programme.id,
        title: `第${n}课 ${topic}`,
        summary: `${programme.author_name}老师执教“${unit.topic}”第${n}课：${topic}。课堂实录与课后练习。`,
        author_id: programme.author_id,
        author_name: programme.author_name,
        school_id: programme.school_id,
        phase_id: programme.phase_id,
        grade_id: programme.grade_id,
        subject_id: programme.subject_id,
        cover: programme.cover,
        sort_order: n,
        published_at: taught.toISOString(),
      });
      const source = unitVideo(
        builder,
        unit,
        `第${n}课 ${topic}`,
        `${programme.title.split('：')[0]} · ${programme.author_name}`,
        n <= unit.lessons.length ? n - 1 : undefined,
      );
      const file = addFile(
        {
          category: 'three-class',
          file_name: `${programme.title.replace('：', '-')}-第${n}课`,
          content_id: lesson.id,
          school_id: programme.school_id,
          phase_id: programme.phase_id,
          grade_id: programme.grade_id,
          subject_id: programme.subject_id,
        },
        source,
      );
      lesson.extra = JSON.stringify({
        lessonDate: taught.toISOString().slice(0, 10),
        duration: formatDuration(videoSeconds(source)),
        fileId: file.id,
      });
    }
  }
}
