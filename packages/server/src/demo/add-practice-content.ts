import { PRACTICE_INFO_TYPES } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import { PRACTICE_ARTICLES } from './demo-section-articles';
import * as text from './demo-text';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { motifForTitle } from './motif-for-title';
import { eventVideo } from './unit-media';
import { formatDuration, videoSeconds } from './video-length';
import { writeDemoArticle } from './write-demo-article';

const ALBUM_MOTIFS = ['landscape', 'sports', 'art', 'science', 'classroom'] as const;

/** Adds the practice portal: articles, bases, photo albums, videos and activities. */
export function addPracticeContent(builder: DemoBuilder): void {
  const { prng, out, picture, content, addFile, nextContentId } = builder;
  const titles = new Set<string>();
  for (const template of PRACTICE_ARTICLES) {
    for (let round = 0; round < 2; round++) {
      const a = writeDemoArticle(builder, template, titles);
      const type = prng.pick(PRACTICE_INFO_TYPES);
      content({
        kind: 'practice-info',
        title: a.title,
        summary: a.summary,
        body: a.body,
        type_code: type.id,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`practice-${nextContentId()}`, motifForTitle(a.title)),
        extra: JSON.stringify({ typeName: type.name }),
      });
    }
  }
  text.PRACTICE_BASES.forEach((base) => {
    content({
      kind: 'practice-base',
      title: base.name,
      summary: base.intro,
      body: `<p>${base.intro}</p><p>基地地址：${base.address}。每学期接待全县中小学生开展实践活动，配备专职指导教师。</p>`,
      cover: picture(`base-${nextContentId()}`, motifForTitle(base.name)),
      extra: JSON.stringify({ address: base.address }),
    });
  });
  const practiceSchools = out.schools.filter((s) => s.practice === 1);
  text.ALBUM_TITLES.forEach((title) => {
    const school = prng.pick(practiceSchools);
    const album = content({
      kind: 'practice-album',
      title: `${school.name}${title}`,
      summary: `记录${school.name}学生${title.replace(/照片|剪影|掠影|精彩瞬间/, '')}的难忘时刻。`,
      school_id: school.id,
      town_code: school.town_code,
      cover: picture(`album-${nextContentId()}`, motifForTitle(title)),
    });
    for (let i = 0; i < 6; i++) {
      content({
        kind: 'practice-picture',
        parent_id: album.id,
        title: `${title}（${i + 1}）`,
        cover: picture(`album-${album.id}-${i + 1}`, i === 0 ? motifForTitle(title) : prng.pick(ALBUM_MOTIFS)),
        school_id: school.id,
        sort_order: i + 1,
      });
    }
  });

  text.PRACTICE_VIDEOS.forEach(({ title, scenes }) => {
    const school = prng.pick(practiceSchools);
    const video = content({
      kind: 'practice-video',
      title,
      summary: `${school.name}录制的${title.split('：')[0]}视频：${scenes.join('，')}。`,
      school_id: school.id,
      town_code: school.town_code,
      cover: picture(`video-${nextContentId()}`, motifForTitle(title)),
    });
    const source = eventVideo(builder, title, school.name, scenes);
    const file = addFile(
      {
        category: 'practice-video',
        file_name: title.replace(/[：:]/g, '-'),
        content_id: video.id,
        school_id: school.id,
      },
      source,
    );
    video.extra = JSON.stringify({ fileId: file.id, duration: formatDuration(videoSeconds(source)) });
  });
  text.PRACTICE_ACTIVITIES.forEach((activity, i) => {
    const { title } = activity;
    const start = new Date(DEMO_ANCHOR_TIME_MS - (40 - i * 12) * DAY_MS);
    content({
      kind: 'practice-activity',
      title,
      summary: `面向全县中小学生开展“${title}”，引导学生在实践中学习、在体验中成长。`,
      body: `<p>活动时间：${start.toISOString().slice(0, 10)}起，为期两周。</p><p>${activity.body}</p>`,
      cover: picture(`activity-${nextContentId()}`, motifForTitle(title)),
      extra: JSON.stringify({
        startDate: start.toISOString().slice(0, 10),
        endDate: new Date(start.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
        status: i < 3 ? 'finished' : 'ongoing',
      }),
    });
  });
}
