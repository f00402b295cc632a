import type { DemoBuilder } from './create-demo-builder';
import type { DemoFileSource } from './demo-file-source';
import * as text from './demo-text';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { writeDemoDocumentText } from './write-demo-document-text';

/** Adds the contests with their columns, rules, prizes, other information and entries. */
export function addContests(builder: DemoBuilder): void {
  const { prng, out, banner, content, addFile, mediaSource } = builder;
  text.CONTESTS.forEach((contest, contestIndex) => {
    const start = new Date(DEMO_ANCHOR_TIME_MS - (200 - contestIndex * 60) * DAY_MS);
    const end = new Date(start.getTime() + 60 * DAY_MS);
    const finished = end.getTime() < DEMO_ANCHOR_TIME_MS;
    const match = content({
      kind: 'contest',
      title: contest.title,
      summary: contest.summary,
      body: `<p>${contest.summary}</p><p>参赛对象：全县中小学${contestIndex === 1 || contestIndex === 2 ? '学生' : '教师'}。</p>`,
      cover: banner(
        `contest-${contestIndex + 1}`,
        (['classroom', 'science', 'books', 'classroom'] as const)[contestIndex] ?? 'books',
        contest.title,
        1200,
        420,
      ),
      published_at: start.toISOString(),
      extra: JSON.stringify({
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        status: finished ? 'finished' : 'ongoing',
      }),
    });
    const columns = contest.columns.map((name, i) =>
      content({
        kind: 'contest-column',
        parent_id: match.id,
        title: name,
        sort_order: i + 1,
        published_at: match.published_at,
      }),
    );
    content({
      kind: 'contest-rule',
      parent_id: match.id,
      title: `${contest.title}评选规则`,
      body: [
        `<h3>一、参赛要求</h3><p>作品须为原创，内容健康向上，符合课程标准要求。每人限报${prng.int(1, 3)}件作品。</p>`,
        `<h3>二、评选办法</h3><p>采取初评、复评两级评审，从科学性、教育性、创新性和技术性四个方面综合评定。</p>`,
        `<h3>三、时间安排</h3><p>报名时间：${match.published_at.slice(0, 10)}起；评审结果将在平台公示。</p>`,
      ].join(''),
      published_at: match.published_at,
    });
    text.PRIZE_LEVELS.forEach((prize, i) => {
      content({
        kind: 'contest-prize',
        parent_id: match.id,
        title: prize.name,
        summary: prize.reward,
        sort_order: i + 1,
        published_at: match.published_at,
        extra: JSON.stringify({ share: prize.share, reward: prize.reward }),
      });
    });
    content({
      kind: 'contest-other',
      parent_id: match.id,
      title: '联系方式',
      summary: '叶县电化教育馆 0375-8xx2315',
      published_at: match.published_at,
    });
    content({
      kind: 'contest-other',
      parent_id: match.id,
      title: '评审专家',
      summary: '由县教研室学科教研员和市级名师组成评审组。',
      published_at: match.published_at,
    });
    for (let i = 0; i < 8; i++) {
      const column = prng.pick(columns);
      const teacher = prng.pick(out.teachers);
      const subjectId = teacher.subject_id;
      const topic = prng.pick(text.LESSON_TOPICS[subjectId] ?? ['优秀作品']);
      const kind = prng.pick(['pptx', 'mp4', 'docx', 'pdf', 'jpg'] as const);
      const source: DemoFileSource =
        kind === 'mp4' || kind === 'jpg'
          ? mediaSource(kind)
          : { kind, text: writeDemoDocumentText(builder, `${topic}（${column.title}）`) };
      addFile(
        {
          category: 'contest-entry',
          content_id: match.id,
          file_name: `${topic}-${teacher.name}`,
          uploader_id: teacher.id,
          uploader_name: teacher.name,
          school_id: teacher.school_id,
          town_code: out.schools.find((s) => s.id === teacher.school_id)?.town_code ?? null,
          phase_id: teacher.phase_id,
          subject_id: subjectId,
          type_code: column.id,
          award: finished ? (text.PRIZE_LEVELS[Math.min(3, Math.floor(i / 2))]?.name ?? null) : null,
        },
        source,
      );
    }
  });
}
