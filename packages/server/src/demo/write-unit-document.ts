import type { DocumentText } from './make-office-documents';
import { type NamedUnit, unitLabel, unitSource } from './textbook-unit';

/** The kinds of document a teacher writes for a unit. */
export type UnitGenre = 'lesson-plan' | 'study-guide' | 'test-paper' | 'courseware';

/** What each genre is called in a file name (the county's own words). */
const UNIT_GENRE_NAMES: Record<UnitGenre, string> = {
  'lesson-plan': '教学设计',
  'study-guide': '导学案',
  'test-paper': '单元测试卷',
  courseware: '课件',
};

/** Who wrote the document: shown under its title. */
export interface DocumentAuthor {
  name: string;
  schoolName: string;
}

const NUMERALS = ['一', '二', '三', '四', '五', '六'] as const;

function numbered(items: readonly string[]): string[] {
  return items.map((item, i) => `${i + 1}. ${item}`);
}

/** The standard title of a unit's document: "八年级数学勾股定理教学设计". */
export function unitDocumentTitle(unit: NamedUnit, genre: UnitGenre): string {
  return `${unitLabel(unit)}${unit.topic}${UNIT_GENRE_NAMES[genre]}`;
}

/**
 * Writes a document about one textbook unit, the way a county teacher lays it out: a lesson plan has its
 * objectives, key points, teaching steps (one per lesson of the unit), exercises and blackboard plan; a
 * study guide its tasks for the pupils; a test paper the unit's questions with marks; a courseware deck
 * a slide per step. Every paragraph names the unit's own lessons, so the body is about its title.
 */
export function writeUnitDocument(unit: NamedUnit, genre: UnitGenre, author: DocumentAuthor): DocumentText {
  const title = unitDocumentTitle(unit, genre);
  const byline = `${unitSource(unit)}　${author.schoolName}　${author.name}`;
  const first = unit.lessons[0] ?? unit.topic;
  const last = unit.lessons[unit.lessons.length - 1] ?? unit.topic;
  switch (genre) {
    case 'lesson-plan':
      return {
        title,
        paragraphs: [
          byline,
          `一、教学内容：${unit.topic}，共${unit.lessons.length}课时（${unit.lessons.join('；')}）。`,
          `二、教学目标：${numbered(unit.lessons.map((lesson) => `掌握“${lesson}”`)).join('　')}。`,
          `三、教学重难点：重点是${first}，难点是${last}。`,
          `四、教学过程：（一）情境导入：从学生熟悉的生活情境引出“${unit.topic}”。${unit.lessons
            .map((lesson, i) => `（${NUMERALS[i + 1] ?? i + 2}）${lesson}：先自主探究，再小组交流，教师点拨归纳。`)
            .join('')}`,
          `五、课堂练习：${numbered(unit.exercises).join('　')}`,
          `六、板书设计：${unit.topic}——${unit.lessons.join('→')}`,
        ],
      };
    case 'study-guide':
      return {
        title,
        paragraphs: [
          byline,
          `【学习目标】${unit.lessons.map((lesson, i) => `${i + 1}. ${lesson}`).join('　')}`,
          `【自主学习】预习“${unit.topic}”，圈出不懂的地方，写下一个想在课上提出的问题。`,
          `【合作探究】小组讨论：${last}。`,
          `【达标检测】${numbered(unit.exercises).join('　')}`,
        ],
      };
    case 'test-paper':
      return {
        title,
        paragraphs: [
          `${unitSource(unit)}　考试时间：40分钟　满分：100分`,
          `本卷考查“${unit.topic}”，覆盖${unit.lessons.join('、')}。`,
          ...unit.exercises.map(
            (exercise, i) => `${NUMERALS[i] ?? i + 1}、${exercise}（${Math.round(100 / unit.exercises.length)}分）`,
          ),
          `命题人：${author.schoolName} ${author.name}`,
        ],
      };
    case 'courseware':
      return {
        title,
        headings: ['学习目标', ...unit.lessons, '课堂练习', '课堂小结'],
        paragraphs: [
          numbered(unit.lessons).join('　'),
          ...unit.lessons.map((lesson) => `${lesson}：观察、思考、交流，归纳方法。`),
          numbered(unit.exercises).join('　'),
          `本节课我们学习了“${unit.topic}”：${unit.lessons.join('，')}。`,
        ],
      };
    default:
      return genre satisfies never;
  }
}

/** The unit's exercises as a question table (试题 xlsx): number, unit, type, question, lesson assessed, marks. */
export function unitExerciseRows(unit: NamedUnit): (string | number)[][] {
  return [
    ['题号', '单元', '题型', '题目', '考查内容', '分值'],
    ...unit.exercises.map((exercise, i) => [
      i + 1,
      unit.topic,
      /[？?]$/.test(exercise) ? '简答题' : /______|○/.test(exercise) ? '填空题' : '解答题',
      exercise,
      unit.lessons[Math.min(i, unit.lessons.length - 1)] ?? unit.topic,
      Math.round(100 / unit.exercises.length),
    ]),
  ];
}
