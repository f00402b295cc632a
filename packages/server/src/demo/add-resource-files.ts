import { GRADES, SUBJECTS } from '../reference-data/school-attributes';
import type { DemoBuilder } from './create-demo-builder';
import type { DemoFileSource } from './demo-file-source';
import * as text from './demo-text';
import { writeDemoDocumentText } from './write-demo-document-text';

/** Adds the network-safety files and 120 resources across every preview type, subject and school. */
export function addResourceFiles(builder: DemoBuilder): void {
  const { prng, out, addFile, mediaSource, melody } = builder;
  text.SAFETY_FILES.forEach((file, i) => {
    addFile(
      { category: 'safety', file_name: file.title, code: file.code },
      i % 2 === 0
        ? { kind: 'pdf', text: writeDemoDocumentText(builder, file.title) }
        : { kind: 'docx', text: writeDemoDocumentText(builder, file.title) },
    );
  });

  // Resources: 120 across every preview type, subject and school.
  const kinds = ['docx', 'pptx', 'pdf', 'xlsx', 'png', 'jpg', 'mp4', 'mp3'] as const;
  for (let i = 0; i < 120; i++) {
    const teacher = prng.pick(out.teachers);
    const school = out.schools.find((s) => s.id === teacher.school_id);
    const subject = SUBJECTS.find((s) => s.id === teacher.subject_id);
    const grade = prng.pick(GRADES.filter((g) => g.phaseId === teacher.phase_id));
    const topic = prng.pick(text.LESSON_TOPICS[teacher.subject_id] ?? ['专题学习']);
    const kind = kinds[i % kinds.length] ?? 'pdf';
    const type =
      text.RESOURCE_TYPES[
        ['docx', 'pdf'].includes(kind) ? 0 : kind === 'pptx' ? 1 : kind === 'mp4' ? 2 : kind === 'xlsx' ? 3 : 4
      ];
    const name = `${grade.name}${subject?.name ?? ''}${topic}${type?.name ?? ''}`;
    const source: DemoFileSource =
      kind === 'xlsx'
        ? {
            kind,
            title: '练习',
            rows: [
              ['题号', '题型', '分值', '难度'],
              ...Array.from({ length: 10 }, (_, q) => [
                q + 1,
                prng.pick(['选择题', '填空题', '解答题']),
                prng.pick([2, 3, 5, 10]),
                prng.pick(['易', '中', '难']),
              ]),
            ],
          }
        : kind === 'mp3'
          ? melody()
          : kind === 'png' || kind === 'jpg' || kind === 'mp4'
            ? mediaSource(kind)
            : { kind, text: writeDemoDocumentText(builder, name) };
    addFile(
      {
        category: 'resource',
        file_name: name,
        uploader_id: teacher.id,
        uploader_name: teacher.name,
        school_id: teacher.school_id,
        town_code: school?.town_code ?? null,
        phase_id: teacher.phase_id,
        grade_id: grade.id,
        subject_id: teacher.subject_id,
        type_code: type?.id ?? null,
        recommended: i % 5 === 0 ? 1 : 0,
      },
      source,
    );
  }
}
