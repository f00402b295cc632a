import { describe, expect, it } from 'vitest';
import { nameUnit, unitSource } from './textbook-unit';
import { type UnitGenre, unitDocumentTitle, unitExerciseRows, writeUnitDocument } from './write-unit-document';

const unit = nameUnit({
  subjectId: '02',
  gradeId: '32',
  volume: '下册',
  edition: '人教版',
  unit: '第十七章',
  topic: '勾股定理',
  lessons: ['勾股定理及其证明', '勾股定理的应用', '勾股定理的逆定理'],
  exercises: ['直角三角形的两条直角边分别为6和8，求斜边的长。', '判断以5、12、13为边长的三角形是不是直角三角形。'],
});
const author = { name: '王丽华', schoolName: '叶县第二初级中学' };

describe('writeUnitDocument', () => {
  it.each<[UnitGenre, string, RegExp]>([
    [
      'lesson-plan',
      '八年级数学勾股定理教学设计',
      /教学目标[\s\S]*教学重难点[\s\S]*教学过程[\s\S]*课堂练习[\s\S]*板书设计/,
    ],
    [
      'study-guide',
      '八年级数学勾股定理导学案',
      /【学习目标】[\s\S]*【自主学习】[\s\S]*【合作探究】[\s\S]*【达标检测】/,
    ],
    ['test-paper', '八年级数学勾股定理单元测试卷', /满分：100分[\s\S]*一、直角三角形[\s\S]*二、判断/],
    ['courseware', '八年级数学勾股定理课件', /学习目标[\s\S]*课堂练习[\s\S]*本节课我们学习了“勾股定理”/],
  ])('writes a %s titled %s with its parts, every lesson and every exercise', (genre, title, parts) => {
    const document = writeUnitDocument(unit, genre, author);
    expect(document.title).toBe(title);
    expect(unitDocumentTitle(unit, genre)).toBe(title);
    const text = [...(document.headings ?? []), ...document.paragraphs].join('\n');
    expect(text).toMatch(parts);
    for (const lesson of genre === 'test-paper' ? [] : unit.lessons) expect(text).toContain(lesson);
    for (const exercise of unit.exercises) expect(text).toContain(exercise.slice(0, 10));
  });

  it('heads each slide of the courseware', () => {
    const deck = writeUnitDocument(unit, 'courseware', author);
    expect(deck.headings).toEqual(['学习目标', ...unit.lessons, '课堂练习', '课堂小结']);
    expect(deck.paragraphs).toHaveLength(deck.headings?.length ?? 0);
  });
});

describe('unitExerciseRows', () => {
  it('lists the questions with their unit, the lesson they assess and their marks', () => {
    expect(unitExerciseRows(unit)).toEqual([
      ['题号', '单元', '题型', '题目', '考查内容', '分值'],
      [1, '勾股定理', '解答题', unit.exercises[0], '勾股定理及其证明', 50],
      [2, '勾股定理', '解答题', unit.exercises[1], '勾股定理的应用', 50],
    ]);
  });
});

describe('unitSource', () => {
  it('names the edition, grade, volume and unit', () => {
    expect(unitSource(unit)).toBe('人教版八年级下册 第十七章');
  });
});
