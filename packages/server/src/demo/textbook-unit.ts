import { GRADES, SUBJECTS } from '../reference-data/school-attributes';

/**
 * One unit of a real textbook, as a county teacher plans it: the content model every lesson resource,
 * programme, studio lesson and contest entry of the demo is written from, so a title, its grade, its
 * subject and its body always agree.
 */
export interface TextbookUnit {
  /** A SUBJECTS id. */
  subjectId: string;
  /** A GRADES id; the grade decides the phase. */
  gradeId: string;
  /** The book: 上册, 下册, or 全一册 (人教版九年级物理, 英语). */
  volume: '上册' | '下册' | '全一册';
  /**
   * The edition the county uses for this subject (人教版, 统编版, 人教PEP, 教科版, …); a senior book is named
   * in full (人教版必修第一册), as senior books are.
   */
  edition: string;
  /** Where the unit sits in the book (第二单元, 第十七章, Unit 1); empty for the arts, taught by theme. */
  unit: string;
  /** The unit's topic as titles name it: "100以内的加法和减法（二）", "勾股定理". */
  topic: string;
  /** Its lessons in teaching order (课时); lesson plans, courseware and programmes follow them. */
  lessons: readonly string[];
  /** Exercises on the unit, as its teacher would set them. */
  exercises: readonly string[];
}

/** A unit with its names resolved for writing. */
export interface NamedUnit extends TextbookUnit {
  gradeName: string;
  subjectName: string;
  phaseId: string;
}

/** Resolves a unit's grade, subject and phase names; throws on an id the reference data does not know. */
export function nameUnit(unit: TextbookUnit): NamedUnit {
  const grade = GRADES.find((g) => g.id === unit.gradeId);
  const subject = SUBJECTS.find((s) => s.id === unit.subjectId);
  if (!grade || !subject) throw new Error(`Unknown grade or subject in the unit ${unit.topic}`);
  return { ...unit, gradeName: grade.name, subjectName: subject.name, phaseId: grade.phaseId };
}

/** "八年级数学 勾股定理" style prefix: grade and subject, as the county files its resources. */
export function unitLabel(unit: NamedUnit): string {
  return `${unit.gradeName}${unit.subjectName}`;
}

/** "人教版八年级下册 第十七章" or "人教版必修第一册（高一） 第一章": a document's source line. */
export function unitSource(unit: NamedUnit): string {
  // A senior edition names its book itself (人教版必修第一册): the grade follows in brackets.
  const book =
    unit.phaseId === '4' ? `${unit.edition}（${unit.gradeName}）` : `${unit.edition}${unit.gradeName}${unit.volume}`;
  return `${book}${unit.unit ? ` ${unit.unit}` : ''}`;
}
