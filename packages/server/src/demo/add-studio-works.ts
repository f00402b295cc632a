import { STUDIO_ITEM_KINDS, STUDIO_TYPES } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import type { DemoFileSource } from './demo-file-source';
import * as text from './demo-text';
import { writeDemoDocumentText } from './write-demo-document-text';

const RESEARCH_TOPICS = [
  '“双减”背景下分层作业设计的实践研究',
  '大单元教学在课堂中的应用研究',
  '农村学校青年教师专业成长路径研究',
  '基于核心素养的课堂评价研究',
  '班级文化建设与学生自主管理研究',
  '家校共育机制的实践探索',
] as const;

const RESOURCE_TITLES = ['工作室三年发展规划', '成员年度研修计划', '专题讲座课件'] as const;
const RESOURCE_KINDS = ['docx', 'docx', 'pptx'] as const;

/**
 * Adds what the studio pages show besides news: members (the host, an assistant and teachers of the
 * county), resources, and the work items of lesson study (研课备课), public classes (观课议课, each
 * with its recording) and research (教育研究), each with its documents. Runs last, so earlier rows keep
 * their ids; it rewrites the member count the studio's introduction states to the members it adds.
 */
export function addStudioWorks(builder: DemoBuilder): void {
  const { prng, out, content, addFile, picture, nextContentId, mediaSource } = builder;
  for (const studio of out.content.filter((c) => c.kind === 'studio')) {
    const host = out.studioMembers.find((m) => m.studio_id === studio.id && m.member_role === 'owner');
    const teachers = prng.sample(
      out.teachers.filter((t) => t.id !== host?.uid),
      prng.int(4, 6),
    );
    teachers.forEach((teacher, i) => {
      out.studioMembers.push({ studio_id: studio.id, uid: teacher.id, member_role: i === 0 ? 'assistant' : 'member' });
    });
    const memberCount = teachers.length + 1;
    studio.body = studio.body.replace(/现有成员\d+人/, `现有成员${memberCount}人`);
    studio.extra = JSON.stringify({
      typeName: STUDIO_TYPES.find((type) => type.id === studio.type_code)?.name ?? '',
      memberCount,
    });

    RESOURCE_TITLES.forEach((title, i) => {
      const kind = RESOURCE_KINDS[i] ?? 'docx';
      const source: DemoFileSource = { kind, text: writeDemoDocumentText(builder, title) };
      addFile(
        {
          category: 'studio',
          content_id: studio.id,
          file_name: title,
          school_id: studio.school_id,
          uploader_id: studio.author_id,
          uploader_name: studio.author_name,
        },
        source,
      );
    });

    const topics = text.LESSON_TOPICS[studio.subject_id ?? ''] ?? ['专题课'];
    const titlesOf: Record<(typeof STUDIO_ITEM_KINDS)[number]['id'], string[]> = {
      ykbk: prng.sample(topics, 2).map((topic) => `${topic}集体备课与磨课`),
      gkyk: prng
        .sample(topics, 2)
        .map((topic, i) => (i === 0 ? `${studio.author_name}执教公开课：${topic}` : `青年教师汇报课：${topic}`)),
      jyyj: prng.sample(RESEARCH_TOPICS, 2),
    };
    for (const item of STUDIO_ITEM_KINDS) {
      for (const title of titlesOf[item.id]) {
        const row = content({
          kind: item.kind,
          parent_id: studio.id,
          title,
          summary: `${studio.title}${item.name}成果。${prng.pick(text.MIDDLES)}`,
          body: `<p>${prng.pick(text.MIDDLES)}</p><p>${prng.pick(text.CLOSINGS)}</p>`,
          school_id: studio.school_id,
          subject_id: studio.subject_id,
          author_id: studio.author_id,
          author_name: studio.author_name,
          cover: picture(`studio-item-${nextContentId()}`, item.id === 'jyyj' ? 'books' : 'classroom'),
        });
        const source: DemoFileSource =
          item.id === 'gkyk'
            ? mediaSource('mp4')
            : { kind: item.id === 'ykbk' ? 'docx' : 'pdf', text: writeDemoDocumentText(builder, title) };
        addFile(
          {
            category: `studio-${item.id}`,
            content_id: row.id,
            file_name: item.id === 'gkyk' ? `${title}-课堂实录` : item.id === 'ykbk' ? `${title}-教学设计` : title,
            school_id: studio.school_id,
            uploader_id: studio.author_id,
            uploader_name: studio.author_name,
          },
          source,
        );
      }
    }
  }
}
