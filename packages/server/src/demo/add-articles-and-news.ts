import { ARTICLE_TYPES, REFORM_LABELS } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { writeDemoArticle } from './write-demo-article';

/** Adds information articles of every type, evaluation-reform news, paint award lists and after-school magazines. */
export function addArticlesAndNews(builder: DemoBuilder): void {
  const { prng, out, picture, banner, content, personName, nextContentId } = builder;
  for (const type of ARTICLE_TYPES) {
    for (const template of text.ARTICLE_TITLES[type.id] ?? []) {
      const a = writeDemoArticle(builder, template, prng.pick(['classroom', 'books', 'landscape', 'science'] as const));
      content({
        kind: 'article',
        title: a.title,
        summary: a.summary,
        body: a.body,
        type_code: type.id,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`article-${nextContentId()}`, a.motif),
        extra: JSON.stringify({
          typeName: type.name,
          source: prng.pick(['叶县教育体育局', a.school.name, '县教研室']),
        }),
      });
    }
  }

  // Evaluation-reform news.
  for (const template of text.REFORM_TITLES) {
    const a = writeDemoArticle(builder, template, 'books');
    const label = prng.pick(REFORM_LABELS);
    content({
      kind: 'reform-news',
      title: a.title,
      summary: a.summary,
      body: a.body,
      type_code: label.id,
      town_code: a.school.town_code,
      school_id: a.school.id,
      cover: picture(`reform-${nextContentId()}`, 'books'),
      extra: JSON.stringify({ labelName: label.name }),
    });
  }

  // Paint award lists: first, second and third awards.
  for (let level = 1; level <= 3; level++) {
    for (let i = 0; i < 6; i++) {
      const school = prng.pick(out.schools.filter((s) => s.phase_id !== '4'));
      const title = prng.pick(text.PAINT_TITLES);
      content({
        kind: 'paint-award',
        title: `《${title}》`,
        summary: `${school.name} ${personName()}`,
        school_id: school.id,
        town_code: school.town_code,
        type_code: String(level),
        cover: picture(`paint-${nextContentId()}`, prng.pick(['art', 'landscape'] as const)),
        author_name: personName(),
        extra: JSON.stringify({
          awardLevel: level,
          awardName: ['一等奖', '二等奖', '三等奖'][level - 1],
          teacher: personName(),
        }),
      });
    }
  }

  // After-school magazines: issues and items.
  for (let number = 1; number <= 4; number++) {
    const issue = content({
      kind: 'magazine-issue',
      title: `《叶县课后服务》2026年第${number}期`,
      summary: `本期聚焦${prng.pick(['科学探究', '阅读成长', '体育锻炼', '艺术素养'])}，收录全县优秀课后服务案例。`,
      cover: banner(`magazine-${number}`, prng.pick(['books', 'art', 'science'] as const), `2026年第${number}期`),
      sort_order: number,
      extra: JSON.stringify({ year: 2026, number }),
    });
    for (const title of prng.sample(text.MAGAZINE_ITEMS, 4)) {
      const a = writeDemoArticle(builder, title, 'books');
      content({
        kind: 'magazine-item',
        parent_id: issue.id,
        title,
        summary: a.summary,
        body: a.body,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`magazine-item-${nextContentId()}`, prng.pick(['books', 'art', 'sports', 'science'] as const)),
      });
    }
  }
}
