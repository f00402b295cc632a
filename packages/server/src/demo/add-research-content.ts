import type { DemoBuilder } from './create-demo-builder';
import { RESEARCH_NEWS_ARTICLES } from './demo-section-articles';
import * as text from './demo-text';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { DEMO_UIDS } from './demo-uids';
import { fillTemplate } from './fill-template';
import { motifForTitle } from './motif-for-title';
import { TEXTBOOK_UNITS } from './textbook-units';
import { eventVideo } from './unit-media';
import { writeDemoArticle } from './write-demo-article';

/** Adds the research area (两研一刊): its base, news, activities with videos, and evaluated files. */
export function addResearchContent(builder: DemoBuilder): void {
  const { prng, out, picture, banner, content, addFile, nextContentId } = builder;
  content({
    kind: 'research-base',
    title: '叶县两研一刊',
    summary: '“两研一刊”即教学研究、教育科研和《叶县教育研究》期刊，是叶县教学研究室组织的区域教研平台。',
    body: '<p>平台发布教研动态、组织教研活动、汇聚研究成果，服务全县教师专业成长。</p>',
    cover: banner('research-banner', 'books', '两研一刊', 1200, 300),
  });
  const newsTitles = new Set<string>();
  for (const template of RESEARCH_NEWS_ARTICLES) {
    const a = writeDemoArticle(builder, template, newsTitles);
    content({
      kind: 'research-news',
      title: a.title,
      summary: a.summary,
      body: a.body,
      author_id: DEMO_UIDS.lyykAdmin,
      author_name: '赵建国',
      cover: picture(`research-news-${nextContentId()}`, motifForTitle(a.title)),
    });
  }
  const activities: { id: string }[] = [];
  text.RESEARCH_ACTIVITIES.forEach(({ title, phase, scenes }, i) => {
    const school = prng.pick(out.schools.filter((s) => s.phase_id === phase));
    const start = new Date(DEMO_ANCHOR_TIME_MS - (60 - i * 15) * DAY_MS);
    const activity = content({
      kind: 'research-activity',
      title,
      summary: `${school.name}承办，全县相关学科教师参加。`,
      body: `<p>${school.name}承办本次活动，全县相关学科教师参加。</p><p>活动安排：${scenes.join('；')}。</p>`,
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
      eventVideo(builder, title, `${school.name} ${start.toISOString().slice(0, 10)}`, scenes),
    );
    activity.extra = JSON.stringify({
      startDate: start.toISOString().slice(0, 10),
      location: school.name,
      videoFileId: video.id,
      status: start.getTime() < DEMO_ANCHOR_TIME_MS - 7 * DAY_MS ? 'finished' : 'ongoing',
    });
  });
  // Each result file comes from an activity, so every activity's page shows some; the two files of a kind
  // are about two subjects, each on one of that subject's units.
  text.RESEARCH_FILES.forEach((file, i) => {
    const units = prng.sample(TEXTBOOK_UNITS, TEXTBOOK_UNITS.length);
    const [first, second] = [units[0], units.find((unit) => unit.subjectId !== units[0]?.subjectId)];
    (['docx', 'pdf'] as const).forEach((kind, k) => {
      const unit = k === 0 ? first : second;
      if (!unit) return;
      const score = prng.int(3, 5);
      const title = `${unit.subjectName}${file.title}`;
      addFile(
        {
          category: 'research',
          content_id: activities[i % activities.length]?.id ?? null,
          file_name: title,
          subject_id: unit.subjectId,
          phase_id: unit.phaseId,
          grade_id: unit.gradeId,
          uploader_id: DEMO_UIDS.lyykAdmin,
          uploader_name: '赵建国',
          score_total: score * 4,
          score_count: 4,
        },
        {
          kind,
          text: {
            title,
            paragraphs: [
              `${title}（${unit.gradeName}${unit.subjectName}，课例：${unit.topic}）`,
              fillTemplate(file.body, { topic: unit.topic, count: String(prng.int(6, 20)) }),
              `涉及课时：${unit.lessons.join('；')}。`,
            ],
          },
        },
      );
    });
  });
}
