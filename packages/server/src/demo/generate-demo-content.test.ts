import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-users';
import { GRADES, SUBJECTS } from '../reference-data/school-attributes';
import { isOfficeFormat } from '../storage/office/office-format';
import { officePreviewOfBytes } from '../testing/office-preview-of-bytes';
import type { DemoFile } from './demo-content';
import { renderDemoFile } from './demo-file-source';
import { generateDemoContent } from './generate-demo-content';
import { TEXTBOOK_UNITS } from './textbook-units';
import { videoSeconds } from './video-length';

// The content check over the shipped seed: what a teacher reading the demo would catch.
const demo = generateDemoContent();
const gradeName = (id: string | null) => GRADES.find((grade) => grade.id === id)?.name;
const subjectName = (id: string | null) => SUBJECTS.find((subject) => subject.id === id)?.name;

/** The titles of a list that appear more than once. */
function repeated(titles: readonly string[]): string[] {
  return titles.filter((title, i) => titles.indexOf(title) !== i);
}

/** Rows grouped the way the portal lists them: by `key`. */
function lists<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const byList = new Map<string, T[]>();
  for (const row of rows) byList.set(key(row), [...(byList.get(key(row)) ?? []), row]);
  return byList;
}

/**
 * The unit a title is about: one it names with its grade and subject ("三年级科学水"), else the longest
 * topic of four characters or more it names (a short topic such as 水 or 光 is part of other words).
 */
function unitNamedIn(title: string) {
  const labelled = TEXTBOOK_UNITS.find((unit) => title.includes(`${unit.gradeName}${unit.subjectName}${unit.topic}`));
  const named = TEXTBOOK_UNITS.filter((unit) => [...unit.topic].length >= 4 && title.includes(unit.topic));
  return labelled ?? named.sort((a, b) => b.topic.length - a.topic.length)[0];
}

/** The lines of a demo PDF: its text is written as UTF-16BE hex strings (makePdf). */
function pdfLines(bytes: Buffer): string[] {
  return [...bytes.toString('latin1').matchAll(/<([0-9A-F]+)> Tj/g)].map((match) =>
    Buffer.from(match[1] ?? '', 'hex')
      .swap16()
      .toString('utf16le'),
  );
}

/** The text of a demo file as the preview extracts it (office files) or as it is written (PDF): title first. */
async function extractedText(file: Pick<DemoFile, 'source' | 'file_ext'>): Promise<string[]> {
  const bytes = await renderDemoFile(file.source, () => {
    throw new Error('a document needs no lettering');
  });
  if (file.file_ext === 'pdf') return pdfLines(bytes);
  if (!isOfficeFormat(file.file_ext)) return [];
  const { content } = await officePreviewOfBytes(bytes, file.file_ext);
  switch (content.format) {
    case 'docx':
      return content.paragraphs.map((paragraph) => paragraph.text);
    case 'pptx':
      return content.slides.flat();
    case 'xlsx':
      return content.rows.map((row) => row.cells.join('\t'));
    default:
      return content satisfies never;
  }
}

/** The console's contributions as file rows: the same checks hold for them as for the published files. */
const contributedFiles = demo.contributions.map((contribution) => ({
  file_name: contribution.fileName,
  file_ext: contribution.fileExt,
  source: contribution.source,
  phase_id: contribution.phaseId,
  grade_id: contribution.gradeId,
  subject_id: contribution.subjectId,
}));

describe('the demo content', () => {
  it('repeats no title within a list', () => {
    const contentLists = lists(demo.content, (row) => `${row.kind}/${row.parent_id ?? ''}`);
    for (const [list, rows] of contentLists) expect(repeated(rows.map((row) => row.title)), list).toEqual([]);
    const fileLists = lists(demo.files, (file) => `${file.category}/${file.content_id ?? ''}`);
    for (const [list, files] of fileLists) expect(repeated(files.map((file) => file.file_name)), list).toEqual([]);
  });

  it('names no grade, subject or unit in a title that its fields contradict', () => {
    const rows = [
      ...demo.content.map((row) => ({ ...row, name: row.title })),
      ...[...demo.files, ...contributedFiles].map((file) => ({ ...file, name: file.file_name })),
    ];
    const contradictions: string[] = [];
    for (const row of rows) {
      const grade = GRADES.find((g) => g.id === row.grade_id);
      if (grade && row.phase_id && grade.phaseId !== row.phase_id) contradictions.push(`${row.name}: grade vs phase`);
      const subject = SUBJECTS.find((s) => s.id === row.subject_id);
      if (grade && subject && !(subject.phaseIds as readonly string[]).includes(grade.phaseId))
        contradictions.push(`${row.name}: ${subject.name} is not taught in ${grade.name}`);
      for (const g of GRADES)
        if (row.grade_id && row.name.includes(g.name) && g.id !== row.grade_id)
          contradictions.push(`${row.name}: names ${g.name}, filed under ${gradeName(row.grade_id)}`);
      for (const s of SUBJECTS)
        if (row.subject_id && row.name.includes(s.name) && s.id !== row.subject_id)
          contradictions.push(`${row.name}: names ${s.name}, filed under ${subjectName(row.subject_id)}`);
      const unit = unitNamedIn(row.name);
      if (unit && row.subject_id && unit.subjectId !== row.subject_id)
        contradictions.push(`${row.name}: a ${unit.subjectName} unit filed under ${subjectName(row.subject_id)}`);
      if (unit && row.grade_id && unit.gradeId !== row.grade_id)
        contradictions.push(`${row.name}: a ${unit.gradeName} unit filed under ${gradeName(row.grade_id)}`);
    }
    for (const cls of demo.classes) {
      const school = demo.schools.find((s) => s.id === cls.school_id);
      if (GRADES.find((g) => g.id === cls.grade_id)?.phaseId !== school?.phase_id)
        contradictions.push(`${school?.name}${cls.name}: a class of another phase`);
    }
    expect(contradictions).toEqual([]);
  });

  it("gives every document a body about its title's topic", async () => {
    const documents = [...demo.files, ...contributedFiles].filter((file) =>
      ['docx', 'pptx', 'xlsx', 'pdf'].includes(file.file_ext),
    );
    expect(documents.length).toBeGreaterThan(80);
    const offTopic: string[] = [];
    for (const file of documents) {
      const name = file.file_name.replace(/\.\w+$/, '');
      const [title = '', ...body] = await extractedText(file);
      const unit = unitNamedIn(name);
      // A unit's document speaks of the unit below its title; any other names its subject in its text.
      const topic = unit?.topic ?? name.replace(/-[^-]+$/, '');
      const text = file.file_ext === 'xlsx' ? [title, ...body].join('\n') : body.join('\n');
      // A PDF's lines are as drawn: a long topic wraps onto the next line.
      const unbroken = (unit ? text : [title, ...body].join('\n')).replace(/\n/g, '');
      if (!unbroken.includes(topic)) offTopic.push(`${name}: ${topic}`);
    }
    expect(offTopic).toEqual([]);
  }, 60_000);

  it("files each contribution under its uploader's own school, phase and subject, titled unlike any resource", () => {
    const published = new Set(demo.files.map((file) => file.file_name));
    expect(demo.contributions.map((contribution) => contribution.status).sort()).toEqual([
      'pending',
      'pending',
      'rejected',
    ]);
    for (const contribution of demo.contributions) {
      const teacher = demo.teachers.find((row) => row.name === contribution.uploaderName);
      const profile = demo.profiles.find((row) => row.uid === contribution.uploaderUid);
      const school = demo.schools.find((row) => row.id === contribution.schoolId);
      // The demo teacher has a profile of her own; a console-made account is one of the portal's teachers.
      if (profile) {
        expect(profile.school_id).toBe(contribution.schoolId);
        expect(JSON.parse(profile.subject_ids)).toContain(contribution.subjectId);
      } else {
        expect(teacher?.school_id).toBe(contribution.schoolId);
        expect(teacher?.subject_id).toBe(contribution.subjectId);
      }
      expect(school?.phase_id).toBe(contribution.phaseId);
      expect(published.has(contribution.fileName)).toBe(false);
    }
  });

  it('gives every video its own title card and a length of its own', () => {
    const videos = demo.files.filter((file) => file.source.kind === 'mp4');
    expect(videos.length).toBeGreaterThan(50);
    const titles = videos.map((file) =>
      file.source.kind === 'mp4' ? `${file.source.title}/${file.source.subtitle}` : '',
    );
    expect(repeated(titles)).toEqual([]);
    const lengths = new Set(videos.map((file) => videoSeconds(file.source)));
    expect(lengths.size).toBeGreaterThan(5);
    for (const file of videos) {
      const unit = unitNamedIn(file.file_name);
      if (!unit || file.source.kind !== 'mp4') continue;
      // Its cards teach the unit: its topic, or one of its lessons (a lesson's recording).
      const cards = `${file.source.title}${file.source.slides.join('')}`;
      expect(
        [unit.topic, ...unit.lessons].some((words) => cards.includes(words)),
        file.file_name,
      ).toBe(true);
    }
  });

  it('letters each blackboard plan and lesson cover with its unit', () => {
    const boards = demo.files.filter((file) => file.source.kind === 'png');
    for (const file of boards) if (file.source.kind === 'png') expect(file.file_name).toContain(file.source.board);
    const lessonCovers = demo.pictures.filter((picture) => picture.lettering?.length);
    expect(lessonCovers.length).toBeGreaterThan(10);
    for (const picture of lessonCovers)
      expect(TEXTBOOK_UNITS.map((unit) => unit.topic)).toContain(picture.lettering?.[0]?.text);
  });

  it("shows a studio member's organisation as their profile does", () => {
    for (const member of demo.studioMembers) {
      const user = DEMO_USERS.find((u) => u.uid === member.uid);
      if (!user) continue;
      // The studio panel shows the organisation, the member list the school: one place of work.
      expect(user.organName).toBe(user.schoolName);
      expect(demo.schools.find((school) => school.name === user.schoolName)?.id).toBe(user.organId);
      const studio = demo.content.find((row) => row.id === member.studio_id);
      if (member.member_role === 'owner') expect(studio?.school_id).toBe(user.organId);
    }
    for (const user of DEMO_USERS) {
      const school = demo.schools.find((s) => s.name === user.schoolName);
      if (school) expect(user.organId, user.username).toBe(school.id);
    }
  });
});

describe('the textbook units', () => {
  it('cover every subject in every phase that teaches it, each grade in its phase', () => {
    for (const subject of SUBJECTS)
      for (const phase of subject.phaseIds)
        expect(
          TEXTBOOK_UNITS.some((unit) => unit.subjectId === subject.id && unit.phaseId === phase),
          `${subject.name} in phase ${phase}`,
        ).toBe(true);
    for (const unit of TEXTBOOK_UNITS) {
      const subject = SUBJECTS.find((s) => s.id === unit.subjectId);
      expect(subject?.phaseIds, unit.topic).toContain(unit.phaseId);
      expect(unit.lessons.length, unit.topic).toBeGreaterThanOrEqual(2);
      expect(unit.exercises.length, unit.topic).toBeGreaterThanOrEqual(2);
    }
    // English starts in 三年级 (人教PEP).
    expect(TEXTBOOK_UNITS.filter((unit) => unit.subjectId === '03' && ['21', '22'].includes(unit.gradeId))).toEqual([]);
  });
});
