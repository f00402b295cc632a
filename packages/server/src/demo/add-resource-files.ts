import type { PortalTeacherTable } from '../db/portal-schema';
import type { DemoBuilder } from './create-demo-builder';
import type { DemoFileSource } from './demo-file-source-type';
import * as text from './demo-text';
import { type NamedUnit, unitLabel } from './textbook-unit';
import { unitsFor } from './textbook-units';
import { unitBoard, unitVideo } from './unit-media';
import { type UnitGenre, unitDocumentTitle, unitExerciseRows, writeUnitDocument } from './write-unit-document';

const RESOURCE_COUNT = 120;
/**
 * The bureau's picks (优质资源 on the home page, 推荐资源 on /resource): one page of them, the first resource of
 * every preview type and two more, so a visitor's first look shows every kind the preview opens.
 */
const RECOMMENDED_COUNT = 10;
/** The preview types, in turn: every one is represented. */
const KINDS = ['docx', 'pptx', 'pdf', 'xlsx', 'png', 'jpg', 'mp4', 'mp3'] as const;
type ResourceKind = (typeof KINDS)[number];
/** Audio is an accompaniment (music), music to read aloud to (Chinese) or to exercise to (PE). */
const AUDIO_NAMES: Readonly<Record<string, string>> = { '11': '伴奏', '01': '朗读配乐', '13': '练习配乐' };
/** Draws before a kind is declared to have no unit left: far more than any kind needs. */
const NAME_TRIES = 500;

/** What a resource of `kind` is: its type id (RESOURCE_TYPES), its name, and its recipe. */
function describe(
  builder: DemoBuilder,
  kind: ResourceKind,
  unit: NamedUnit,
  teacher: PortalTeacherTable,
  schoolName: string,
  round: number,
): { typeId: string; name: string; source: DemoFileSource } {
  const author = { name: teacher.name, schoolName };
  const document = (genre: UnitGenre, typeId: string, docKind: 'docx' | 'pdf' | 'pptx') => ({
    typeId,
    name: unitDocumentTitle(unit, genre),
    source: { kind: docKind, text: writeUnitDocument(unit, genre, author) } as DemoFileSource,
  });
  const label = `${unitLabel(unit)}${unit.topic}`;
  switch (kind) {
    case 'docx':
      return round % 2 === 0 ? document('lesson-plan', '1', 'docx') : document('test-paper', '4', 'docx');
    case 'pdf':
      return document('study-guide', '1', 'pdf');
    case 'pptx':
      return document('courseware', '2', 'pptx');
    case 'xlsx':
      return { typeId: '4', name: `${label}练习题`, source: { kind, title: '练习题', rows: unitExerciseRows(unit) } };
    case 'png':
      return { typeId: '5', name: `${label}板书设计`, source: unitBoard(unit) };
    case 'jpg':
      return {
        typeId: '5',
        name: `${label}课堂图片`,
        source: {
          kind,
          seed: builder.sceneSeed(),
          caption: `${unitLabel(unit)}《${unit.topic.replace(/[《》]/g, '')}》课堂`,
        },
      };
    case 'mp4':
      return {
        typeId: '3',
        name: `${label}微课`,
        source: unitVideo(builder, unit, `${unitLabel(unit)} ${unit.topic}`, `微课 · ${schoolName} ${teacher.name}`),
      };
    case 'mp3':
      return { typeId: '5', name: `${label}${AUDIO_NAMES[unit.subjectId] ?? '配乐'}`, source: builder.melody() };
    default:
      return kind satisfies never;
  }
}

/**
 * Adds the network-safety files and 120 resources across every preview type, written by the county's
 * teachers about units of their own subject and phase: a lesson plan, study guide, test paper,
 * courseware, exercise table, blackboard plan, classroom photo, micro-lecture or accompaniment, each
 * named after its unit and unique in the list.
 */
export function addResourceFiles(builder: DemoBuilder): void {
  const { prng, out, addFile } = builder;
  text.SAFETY_FILES.forEach((file, i) => {
    addFile(
      { category: 'safety', file_name: file.title, code: file.code },
      { kind: i % 2 === 0 ? 'pdf' : 'docx', text: { title: file.title, paragraphs: file.paragraphs } },
    );
  });

  const names = new Set<string>();
  const audioTeachers = out.teachers.filter((t) => t.subject_id in AUDIO_NAMES);
  for (let i = 0; i < RESOURCE_COUNT; i++) {
    const kind = KINDS[i % KINDS.length] ?? 'pdf';
    for (let attempt = 0; ; attempt++) {
      const teacher = prng.pick(kind === 'mp3' ? audioTeachers : out.teachers);
      const school = out.schools.find((s) => s.id === teacher.school_id);
      const unit = prng.pick(unitsFor(teacher.subject_id, teacher.phase_id));
      const resource = describe(builder, kind, unit, teacher, school?.name ?? '', Math.floor(i / KINDS.length));
      if (names.has(resource.name)) {
        if (attempt > NAME_TRIES) throw new Error(`No unit left for another ${kind} resource`);
        continue;
      }
      names.add(resource.name);
      addFile(
        {
          category: 'resource',
          file_name: resource.name,
          uploader_id: teacher.id,
          uploader_name: teacher.name,
          school_id: teacher.school_id,
          town_code: school?.town_code ?? null,
          phase_id: teacher.phase_id,
          grade_id: unit.gradeId,
          subject_id: teacher.subject_id,
          type_code: resource.typeId,
          recommended: i < RECOMMENDED_COUNT ? 1 : 0,
        },
        resource.source,
      );
      break;
    }
  }
}
