import type { DemoBuilder } from './create-demo-builder';
import type { DemoContribution } from './demo-content';
import { DEMO_CONTENT_TYPES } from './demo-file-source';
import type { DemoFileSource } from './demo-file-source-type';
import { demoStorageKey } from './demo-storage-key';
import { consoleTeacherUid, DEMO_UIDS, DEMO_USER_SCHOOL_NAMES } from './demo-uids';
import type { NamedUnit } from './textbook-unit';
import { unitsFor } from './textbook-units';
import { type UnitGenre, unitDocumentTitle, writeUnitDocument } from './write-unit-document';

/** What one seeded contribution is: by whom, which genre of a unit's document, and how it was reviewed. */
interface ContributionPlan<Uploader> {
  uploader: Uploader;
  genre: UnitGenre;
  kind: 'pptx' | 'pdf' | 'docx';
  status: DemoContribution['status'];
  reason: string;
  daysAgo: number;
  /** Added to the unit's document title: what the uploader called the file. */
  suffix: string;
}

/** The demo teacher's name (db/demo-users.ts); her school and subjects are add-people's. */
const DEMO_TEACHER_NAME = '王丽华';

/**
 * The contributions the console's review queue starts with (issue 32), each written by its uploader about
 * a unit of their own phase and subject (issue 30: a file's body is about its title, its fields agree):
 * the demo teacher's courseware waiting for review and her test paper rejected as an unreadable scan, and
 * a senior-school colleague's lesson plan waiting for review. Units already published as resources of the
 * same genre are skipped, so no title repeats a published one.
 */
export function addContributions(builder: DemoBuilder): void {
  const { out } = builder;
  const published = new Set(out.files.map((file) => file.file_name.replace(/\.\w+$/, '')));
  const teacherSchool = out.schools.find((school) => school.name === DEMO_USER_SCHOOL_NAMES.teacher);
  // The second of the teachers the console gave an account (the first has no units of a second genre left).
  const colleagueIndex = 1;
  const colleague = out.teachers[colleagueIndex];
  const uploaders = [
    teacherSchool && {
      uid: DEMO_UIDS.teacher,
      name: DEMO_TEACHER_NAME,
      schoolId: teacherSchool.id,
      schoolName: teacherSchool.name,
      phaseId: teacherSchool.phase_id,
      subjectId: '02',
    },
    colleague && {
      uid: consoleTeacherUid(colleagueIndex),
      name: colleague.name,
      schoolId: colleague.school_id,
      schoolName: out.schools.find((school) => school.id === colleague.school_id)?.name ?? '',
      phaseId: colleague.phase_id,
      subjectId: colleague.subject_id,
    },
  ];
  const [teacher, senior] = uploaders;
  const plans: ContributionPlan<typeof teacher>[] = [
    { uploader: teacher, genre: 'courseware', kind: 'pptx', status: 'pending', reason: '', daysAgo: 1, suffix: '' },
    { uploader: senior, genre: 'lesson-plan', kind: 'docx', status: 'pending', reason: '', daysAgo: 0, suffix: '' },
    {
      uploader: teacher,
      genre: 'test-paper',
      kind: 'pdf',
      status: 'rejected',
      reason: '扫描件模糊，部分题目无法辨认，请上传清晰版本。',
      daysAgo: 4,
      suffix: '（扫描件）',
    },
  ];
  const used = new Set<NamedUnit>();
  for (const [index, plan] of plans.entries()) {
    const uploader = plan.uploader;
    if (!uploader) continue;
    const unit = unitsFor(uploader.subjectId, uploader.phaseId).find(
      (candidate) => !used.has(candidate) && !published.has(unitDocumentTitle(candidate, plan.genre)),
    );
    if (!unit) continue;
    used.add(unit);
    const title = `${unitDocumentTitle(unit, plan.genre)}${plan.suffix}`;
    const source: DemoFileSource = {
      kind: plan.kind,
      text: writeUnitDocument(unit, plan.genre, { name: uploader.name, schoolName: uploader.schoolName }),
    };
    out.contributions.push({
      title,
      uploaderUid: uploader.uid,
      uploaderName: uploader.name,
      schoolId: uploader.schoolId,
      phaseId: unit.phaseId,
      gradeId: unit.gradeId,
      subjectId: unit.subjectId,
      status: plan.status,
      reason: plan.reason,
      daysAgo: plan.daysAgo,
      fileName: `${title}.${plan.kind}`,
      fileExt: plan.kind,
      storageKey: demoStorageKey(`contribution-${index + 1}`, source),
      contentType: DEMO_CONTENT_TYPES[plan.kind],
      source,
    });
  }
}
