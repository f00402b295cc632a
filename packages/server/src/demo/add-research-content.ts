import { SUBJECTS } from '../reference-data/school-attributes';
import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { DEMO_UIDS } from './demo-uids';
import { writeDemoArticle } from './write-demo-article';
import { writeDemoDocumentText } from './write-demo-document-text';

/** Adds the research area (两研一刊): its base, news, activities with videos, and evaluated files. */
export function addResearchContent(builder: DemoBuilder): void {
  const { prng, out, picture, banner, content, addFile, nextContentId, mediaSource } = builder;
  content({
    kind: 'research-base',
    title: '叶县两研一刊',
    summary: '“两研一刊”即教学研究、教育科研和《叶县教育研究》期刊，是叶县教学研究室组织的区域教研平台。',
    body: '<p>平台发布教研动态、组织教研活动、汇聚研究成果，服务全县教师专业成长。</p>',
    cover: banner('research-banner', 'books', '两研一刊', 1200, 300),
  });
  for (let round = 0; round < 2; round++) {
    for (const template of text.RESEARCH_NEWS_TITLES) {
      const a = writeDemoArticle(builder, template, 'books');
      content({
        kind: 'research-news',
        title: a.title,
        summary: a.summary,
        body: a.body,
        author_id: DEMO_UIDS.lyykAdmin,
        author_name: '赵建国',
        cover: picture(`research-news-${nextContentId()}`, prng.pick(['books', 'classroom'] as const)),
      });
    }
  }
  const activities: { id: string }[] = [];
  text.RESEARCH_ACTIVITY_TITLES.forEach((title, i) => {
    const school = prng.pick(out.schools);
    const start = new Date(DEMO_ANCHOR_TIME_MS - (60 - i * 15) * DAY_MS);
    const activity = content({
      kind: 'research-activity',
      title,
      summary: `${school.name}承办，全县相关学科教师参加。`,
      body: `<p>${prng.pick(text.MIDDLES)}</p><p>${prng.pick(text.CLOSINGS)}</p>`,
      school_id: school.id,
      town_code: school.town_code,
      author_id: DEMO_UIDS.lyykAdmin,
      author_name: '赵建国',
      cover: picture(`research-activity-${nextContentId()}`, 'classroom'),
      published_at: start.toISOString(),
      extra: '{}',
    });
    activities.push(activity);
    const video = addFile(
      { category: 'research-video', content_id: activity.id, file_name: `${title}-课堂实录`, school_id: school.id },
      mediaSource('mp4'),
    );
    activity.extra = JSON.stringify({
      startDate: start.toISOString().slice(0, 10),
      location: school.name,
      videoFileId: video.id,
      status: start.getTime() < DEMO_ANCHOR_TIME_MS - 7 * DAY_MS ? 'finished' : 'ongoing',
    });
  });
  // Each result file comes from an activity, so every activity's page shows some.
  text.RESEARCH_FILE_TITLES.forEach((title, i) => {
    for (const kind of ['docx', 'pdf'] as const) {
      const subject = prng.pick(SUBJECTS);
      const score = prng.int(3, 5);
      addFile(
        {
          category: 'research',
          content_id: activities[i % activities.length]?.id ?? null,
          file_name: `${subject.name}${title}`,
          subject_id: subject.id,
          uploader_id: DEMO_UIDS.lyykAdmin,
          uploader_name: '赵建国',
          score_total: score * 4,
          score_count: 4,
        },
        { kind, text: writeDemoDocumentText(builder, `${subject.name}${title}`) },
      );
    }
  });
}
