import type { DemoBuilder } from './create-demo-builder';
import { DEMO_ANCHOR_TIME_MS } from './demo-time';

const HOUR_MS = 3_600_000;

/**
 * Adds files the preview cannot show (zip archives): the newest resource and an entry of the first
 * finished contest. The portal offers them as a download ('无法在线预览', SPEC §2), which needs sign-in.
 */
export function addUnpreviewableFiles(builder: DemoBuilder): void {
  const { out, addFile } = builder;
  // A primary science teacher's pack (the sample data has one; any primary teacher's otherwise).
  const teacher = out.teachers.find((t) => t.subject_id === '10') ?? out.teachers.find((t) => t.phase_id === '2');
  const school = out.schools.find((s) => s.id === teacher?.school_id);
  addFile(
    {
      category: 'resource',
      file_name: teacher?.subject_id === '10' ? '小学科学实验素材包' : '小学教学素材包',
      grade_id: '23',
      uploader_id: teacher?.id ?? null,
      uploader_name: teacher?.name ?? '叶县教育体育局',
      school_id: teacher?.school_id ?? null,
      town_code: school?.town_code ?? null,
      phase_id: teacher?.phase_id ?? null,
      subject_id: teacher?.subject_id ?? null,
      created_at: new Date(DEMO_ANCHOR_TIME_MS - HOUR_MS).toISOString(),
    },
    {
      kind: 'zip',
      entries: [
        { name: '说明.txt', text: '本素材包收录小学科学实验记录表和观察记录模板，解压后使用。' },
        { name: '实验记录表.csv', text: '实验名称,日期,现象,结论\n水的沸腾,,,\n' },
      ],
    },
  );
  const finished = out.content.find((row) => row.kind === 'contest' && row.extra.includes('"status":"finished"'));
  const entry = out.files.find((file) => file.category === 'contest-entry' && file.content_id === finished?.id);
  if (!finished || !entry) return;
  addFile(
    {
      category: 'contest-entry',
      content_id: finished.id,
      file_name: `${entry.file_name.replace(/\.\w+$/, '')}-配套素材`,
      uploader_id: entry.uploader_id,
      uploader_name: entry.uploader_name,
      school_id: entry.school_id,
      town_code: entry.town_code,
      phase_id: entry.phase_id,
      subject_id: entry.subject_id,
      type_code: entry.type_code,
      award: '优秀奖',
    },
    {
      kind: 'zip',
      entries: [{ name: '说明.txt', text: `${entry.file_name}的配套素材，解压后使用。` }],
    },
  );
}
