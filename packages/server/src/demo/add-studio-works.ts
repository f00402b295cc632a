import { STUDIO_ITEM_KINDS, STUDIO_TYPES } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import type { DemoFileSource } from './demo-file-source-type';
import type { DocumentText } from './make-office-documents';
import { type NamedUnit, unitSource } from './textbook-unit';
import { unitsFor } from './textbook-units';
import { unitVideo } from './unit-media';
import { writeUnitDocument } from './write-unit-document';

const RESEARCH_TOPICS = [
  '“双减”背景下分层作业设计的实践研究',
  '大单元教学在课堂中的应用研究',
  '农村学校青年教师专业成长路径研究',
  '基于核心素养的课堂评价研究',
  '班级文化建设与学生自主管理研究',
  '家校共育机制的实践探索',
] as const;

/** A studio's own documents: its plan, its members' study plan, and a lecture deck on its focus. */
function studioResources(
  studioTitle: string,
  focus: string,
): { title: string; kind: 'docx' | 'pptx'; text: DocumentText }[] {
  return [
    {
      title: '工作室三年发展规划',
      kind: 'docx',
      text: {
        title: `${studioTitle}三年发展规划`,
        paragraphs: [
          `一、发展目标：围绕“${focus}”，三年内形成一批可推广的课例和研究成果，培养县级骨干教师5名以上。`,
          '二、主要措施：每月一次集中研修，每学期两次送教下乡，每年完成一项县级课题。',
          '三、年度安排：第一年夯实基础、建章立制；第二年课例打磨、课题研究；第三年总结成果、辐射推广。',
        ],
      },
    },
    {
      title: '成员年度研修计划',
      kind: 'docx',
      text: {
        title: `${studioTitle}成员年度研修计划`,
        paragraphs: [
          `研修主题：${focus}。`,
          '研修内容：读一本专业书籍，上一节研究课，写一篇教学案例，参加一次送教活动。',
          '考核方式：工作室按学期检查研修手册，年终评选优秀成员。',
        ],
      },
    },
    {
      title: '专题讲座课件',
      kind: 'pptx',
      text: {
        title: `专题讲座课件：${focus}`,
        headings: ['为什么做', '怎么做', '我们的课例', '下一步'],
        paragraphs: [
          `“${focus}”是落实新课标、提升课堂质量的关键。`,
          '从目标、任务、评价三个方面整体设计，先试点、再推广。',
          '工作室成员的三节研究课及其改进过程。',
          '形成案例集，在全县推广。',
        ],
      },
    },
  ];
}

/**
 * Adds what the studio pages show besides news: members (the host, an assistant and teachers of the
 * county), resources, and the work items of lesson study (研课备课), public classes (观课议课, each
 * with its recording) and research (教育研究), each with its documents, all on units of the studio's
 * subject and phase. Runs last, so earlier rows keep their ids; it rewrites the member count the
 * studio's introduction states to the members it adds.
 */
export function addStudioWorks(builder: DemoBuilder): void {
  const { prng, out, content, addFile, picture, classroomPicture, nextContentId } = builder;
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
    const { focus } = JSON.parse(studio.extra) as { focus: string };
    studio.body = studio.body.replace(/现有成员\d+人/, `现有成员${memberCount}人`);
    studio.extra = JSON.stringify({
      typeName: STUDIO_TYPES.find((type) => type.id === studio.type_code)?.name ?? '',
      memberCount,
    });
    const schoolName = out.schools.find((s) => s.id === studio.school_id)?.name ?? '';
    const author = { name: studio.author_name, schoolName };

    for (const resource of studioResources(studio.title, focus)) {
      addFile(
        {
          category: 'studio',
          content_id: studio.id,
          file_name: resource.title,
          school_id: studio.school_id,
          uploader_id: studio.author_id,
          uploader_name: studio.author_name,
        },
        { kind: resource.kind, text: resource.text },
      );
    }

    const pool = prng.sample(unitsFor(studio.subject_id ?? '', studio.phase_id ?? ''), 3);
    const first = pool[0];
    if (!first) throw new Error(`The studio ${studio.title} has no textbook unit`);
    const second = pool[1] ?? first;
    const third = pool[2] ?? first;
    const young = teachers.at(-1)?.name ?? studio.author_name;
    const worksOf: Record<(typeof STUDIO_ITEM_KINDS)[number]['id'], { title: string; unit?: NamedUnit }[]> = {
      ykbk: [
        { title: `${first.topic}集体备课与磨课`, unit: first },
        pool[1]
          ? { title: `${pool[1].topic}集体备课与磨课`, unit: pool[1] }
          : { title: `${first.topic}单元复习课集体备课`, unit: first },
      ],
      gkyk: [
        { title: `${studio.author_name}执教公开课：${third.topic}`, unit: third },
        { title: `青年教师汇报课：${second.topic}`, unit: second },
      ],
      jyyj: prng.sample(RESEARCH_TOPICS, 2).map((topic) => ({ title: topic })),
    };
    for (const item of STUDIO_ITEM_KINDS) {
      const works = worksOf[item.id];
      for (const work of works) {
        const { unit } = work;
        const body = unit
          ? item.id === 'ykbk'
            ? [
                `工作室成员围绕${unitSource(unit)}“${unit.topic}”开展集体备课。`,
                `主备人说课，成员逐课时研讨：${unit.lessons.join('；')}，形成教学设计后再进课堂磨课。`,
              ]
            : [
                `${work.title.split('：')[0]}，执教${unit.gradeName}${unit.subjectName}“${unit.topic}”，工作室成员和${young}等教师观课。`,
                `议课聚焦“${unit.lessons[0]}”的教学，大家从目标达成和学生参与两方面提出了改进建议。`,
              ]
          : [
              `课题“${work.title}”由${studio.author_name}主持，工作室成员参与研究。`,
              `课题围绕“${focus}”开展调查、课例研究和案例积累，已形成阶段性研究报告。`,
            ];
        const row = content({
          kind: item.kind,
          parent_id: studio.id,
          title: work.title,
          summary: `${studio.title}${item.name}成果。${body[0]}`,
          body: body.map((p) => `<p>${p}</p>`).join(''),
          school_id: studio.school_id,
          subject_id: studio.subject_id,
          grade_id: unit?.gradeId ?? null,
          author_id: studio.author_id,
          author_name: studio.author_name,
          cover: unit
            ? classroomPicture(`studio-item-${nextContentId()}`, unit.topic)
            : picture(`studio-item-${nextContentId()}`, 'books'),
        });
        const source: DemoFileSource = !unit
          ? {
              kind: 'pdf',
              text: { title: work.title, paragraphs: [...body, `主持人：${schoolName} ${studio.author_name}`] },
            }
          : item.id === 'gkyk'
            ? unitVideo(builder, unit, work.title, `${schoolName} ${studio.title}`)
            : {
                kind: 'docx',
                text: { ...writeUnitDocument(unit, 'lesson-plan', author), title: `${work.title}-教学设计` },
              };
        addFile(
          {
            category: `studio-${item.id}`,
            content_id: row.id,
            file_name:
              item.id === 'gkyk'
                ? `${work.title}-课堂实录`
                : item.id === 'ykbk'
                  ? `${work.title}-教学设计`
                  : work.title,
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
