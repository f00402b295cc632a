import type { PortalContentTable, PortalTeacherTable } from '../db/portal-schema';
import type { DemoBuilder } from './create-demo-builder';
import { ESSAY_BOOKS, SCIENCE_ENTRIES } from './demo-contest-entries';
import type { DemoFileSource } from './demo-file-source-type';
import * as text from './demo-text';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { unitLabel } from './textbook-unit';
import { unitsFor } from './textbook-units';
import { unitVideo } from './unit-media';
import { unitDocumentTitle, writeUnitDocument } from './write-unit-document';

const ENTRIES_PER_CONTEST = 8;
/** The phase of a contest column named after one (小学组, 初中, …). */
const COLUMN_PHASES: readonly [RegExp, string][] = [
  [/小学/, '2'],
  [/初中/, '3'],
  [/高中/, '4'],
];

/** One entry of a contest: its file name, its recipe, and who entered it in which column. */
interface ContestEntry {
  name: string;
  source: DemoFileSource;
  /** The teacher who entered it: its author, or the pupil's supervising teacher. */
  teacher: PortalTeacherTable;
  column: PortalContentTable;
  subjectId: string | null;
  gradeId: string | null;
}

/**
 * Writes an entry that fits its contest and column: a teacher's lesson resource of the column's kind, a
 * pupil's science work, a pupil's essay on a book of the group's phase, or a recorded class of the
 * column's phase.
 */
function writeEntry(builder: DemoBuilder, entrant: string, column: PortalContentTable): ContestEntry {
  const { prng, out } = builder;
  const phase = COLUMN_PHASES.find(([words]) => words.test(column.title))?.[1];
  const teacher = prng.pick(out.teachers.filter((t) => !phase || t.phase_id === phase));
  const schoolName = out.schools.find((s) => s.id === teacher.school_id)?.name ?? '';
  const author = { name: teacher.name, schoolName };
  const unit = prng.pick(unitsFor(teacher.subject_id, teacher.phase_id));
  const lessonEntry = { teacher, column, subjectId: teacher.subject_id, gradeId: unit.gradeId };
  const pupil = builder.personName();
  const pupilEntry = { teacher, column, subjectId: null, gradeId: null };
  switch (entrant) {
    case 'science': {
      const work = prng.pick(SCIENCE_ENTRIES[column.title] ?? []);
      const about = [`作者：${schoolName} ${pupil}　指导教师：${teacher.name}`, work.about];
      const source: DemoFileSource =
        column.title === '科幻画'
          ? { kind: 'jpg', seed: builder.sceneSeed(), caption: `科幻画《${work.title}》 ${pupil}` }
          : { kind: column.title === '科学论文' ? 'pdf' : 'docx', text: { title: work.title, paragraphs: about } };
      return { ...pupilEntry, name: `${work.title}-${pupil}`, source };
    }
    case 'essay': {
      const book = prng.pick(ESSAY_BOOKS[phase ?? '2'] ?? []);
      const title = `读${book}有感`;
      const paragraphs = [
        `${schoolName} ${pupil}　指导教师：${teacher.name}`,
        `这个学期，我读完了${book}。书中的人物在困难面前没有放弃，这让我想到了自己的学习和生活。`,
        `读${book}让我明白：书能带我们走进不同的人生，也让我们更懂得珍惜身边的人。`,
      ];
      return {
        ...pupilEntry,
        name: `${title}-${pupil}`,
        source: { kind: prng.pick(['docx', 'pdf'] as const), text: { title, paragraphs } },
      };
    }
    case 'class': {
      const recorded = prng.chance(0.5);
      return {
        ...lessonEntry,
        name: `${unitLabel(unit)}${unit.topic}${recorded ? '课堂实录' : '教学设计'}-${teacher.name}`,
        source: recorded
          ? unitVideo(builder, unit, `${unitLabel(unit)} ${unit.topic}`, `课堂实录 · ${schoolName} ${teacher.name}`)
          : { kind: 'docx', text: writeUnitDocument(unit, 'lesson-plan', author) },
      };
    }
    default: {
      const name = `${unitLabel(unit)}${unit.topic}${column.title}-${teacher.name}`;
      if (column.title === '课件')
        return { ...lessonEntry, name, source: { kind: 'pptx', text: writeUnitDocument(unit, 'courseware', author) } };
      if (column.title === '教学设计')
        return {
          ...lessonEntry,
          name,
          source: {
            kind: 'docx',
            text: { ...writeUnitDocument(unit, 'lesson-plan', author), title: unitDocumentTitle(unit, 'lesson-plan') },
          },
        };
      return {
        ...lessonEntry,
        name,
        source: unitVideo(builder, unit, `${unitLabel(unit)} ${unit.topic}`, `${column.title} · ${teacher.name}`),
      };
    }
  }
}

/** Adds the contests with their columns, rules, prizes, other information and entries. */
export function addContests(builder: DemoBuilder): void {
  const { prng, out, banner, content, addFile } = builder;
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
    const names = new Set<string>();
    for (let i = 0; i < ENTRIES_PER_CONTEST; i++) {
      let entry: ContestEntry;
      do entry = writeEntry(builder, contest.entrant, prng.pick(columns));
      while (names.has(entry.name));
      names.add(entry.name);
      const { teacher, column } = entry;
      addFile(
        {
          category: 'contest-entry',
          content_id: match.id,
          file_name: entry.name,
          uploader_id: teacher.id,
          uploader_name: teacher.name,
          school_id: teacher.school_id,
          town_code: out.schools.find((s) => s.id === teacher.school_id)?.town_code ?? null,
          phase_id: teacher.phase_id,
          subject_id: entry.subjectId,
          grade_id: entry.gradeId,
          type_code: column.id,
          award: finished ? (text.PRIZE_LEVELS[Math.min(3, Math.floor(i / 2))]?.name ?? null) : null,
        },
        entry.source,
      );
    }
  });
}
