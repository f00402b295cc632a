import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';

const LESSONS_PER_PROGRAMME = 4;

/**
 * Adds the lessons of every three-classroom programme (its detail page lists them): one recorded
 * lesson a week, each with its video, taught by the programme's teacher.
 */
export function addThreeClassLessons(builder: DemoBuilder): void {
  const { prng, out, content, addFile, mediaSource } = builder;
  for (const programme of out.content.filter((c) => c.kind === 'three-class')) {
    const topics = text.LESSON_TOPICS[programme.subject_id ?? ''] ?? ['专题课'];
    const firstWeek = DEMO_ANCHOR_TIME_MS - prng.int(6, 10) * 7 * DAY_MS;
    for (let n = 1; n <= LESSONS_PER_PROGRAMME; n++) {
      const topic = topics[(n - 1) % topics.length] ?? '专题课';
      const taught = new Date(firstWeek + (n - 1) * 7 * DAY_MS);
      const lesson = content({
        kind: 'three-class-lesson',
        parent_id: programme.id,
        title: `第${n}课 ${topic}`,
        summary: `${programme.author_name}老师执教，课堂实录与课后练习。`,
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
      const file = addFile(
        {
          category: 'three-class',
          file_name: `${programme.title.split('：')[0]}-第${n}课`,
          content_id: lesson.id,
          school_id: programme.school_id,
          phase_id: programme.phase_id,
          grade_id: programme.grade_id,
          subject_id: programme.subject_id,
        },
        mediaSource('mp4'),
      );
      lesson.extra = JSON.stringify({
        lessonDate: taught.toISOString().slice(0, 10),
        duration: '40分钟',
        fileId: file.id,
      });
    }
  }
}
