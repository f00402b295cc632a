import { ARTICLE_TYPES, REFORM_LABELS } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import { INFORMATION_ARTICLES } from './demo-articles';
import { MAGAZINE_ARTICLES, REFORM_ARTICLES } from './demo-section-articles';
import * as text from './demo-text';
import { motifForTitle } from './motif-for-title';
import { writeDemoArticle } from './write-demo-article';

/** Adds information articles of every type, evaluation-reform news, paint award lists and after-school magazines. */
export function addArticlesAndNews(builder: DemoBuilder): void {
  const { prng, out, picture, banner, content, personName, nextContentId } = builder;
  const informationTitles = new Set<string>();
  for (const type of ARTICLE_TYPES) {
    for (const template of INFORMATION_ARTICLES[type.id] ?? []) {
      const a = writeDemoArticle(builder, template, informationTitles);
      content({
        kind: 'article',
        title: a.title,
        summary: a.summary,
        body: a.body,
        type_code: type.id,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`article-${nextContentId()}`, motifForTitle(a.title)),
        extra: JSON.stringify({
          typeName: type.name,
          source: template.title.includes('{') ? a.school.name : prng.pick(['叶县教育体育局', '县教研室']),
        }),
      });
    }
  }

  // Evaluation-reform news.
  const reformTitles = new Set<string>();
  for (const template of REFORM_ARTICLES) {
    const a = writeDemoArticle(builder, template, reformTitles);
    const label = prng.pick(REFORM_LABELS);
    content({
      kind: 'reform-news',
      title: a.title,
      summary: a.summary,
      body: a.body,
      type_code: label.id,
      town_code: a.school.town_code,
      school_id: a.school.id,
      cover: picture(`reform-${nextContentId()}`, motifForTitle(a.title)),
      extra: JSON.stringify({ labelName: label.name }),
    });
  }

  // Paint award lists: first, second and third awards, each painting once, by pupils of primary and junior schools.
  const paintings = prng.sample(text.PAINT_TITLES, text.PAINT_TITLES.length);
  for (let level = 1; level <= 3; level++) {
    for (let i = 0; i < 6; i++) {
      const school = prng.pick(out.schools.filter((s) => s.phase_id !== '4'));
      const title = paintings[(level - 1) * 6 + i] ?? `作品${level}-${i + 1}`;
      const pupil = personName();
      content({
        kind: 'paint-award',
        title: `《${title}》`,
        summary: `${school.name} ${pupil}`,
        school_id: school.id,
        town_code: school.town_code,
        type_code: String(level),
        cover: picture(`paint-${nextContentId()}`, motifForTitle(title) === 'landscape' ? 'landscape' : 'art'),
        author_name: pupil,
        extra: JSON.stringify({
          awardLevel: level,
          awardName: ['一等奖', '二等奖', '三等奖'][level - 1],
          teacher: prng.pick(out.teachers.filter((t) => t.school_id === school.id)).name,
        }),
      });
    }
  }

  // After-school magazines: four issues, each with four items on its theme.
  MAGAZINE_ARTICLES.forEach(({ theme, items }, index) => {
    const number = index + 1;
    const issue = content({
      kind: 'magazine-issue',
      title: `《叶县课后服务》2026年第${number}期`,
      summary: `本期聚焦${theme}，收录全县优秀课后服务案例。`,
      cover: banner(`magazine-${number}`, motifForTitle(theme), `2026年第${number}期`),
      sort_order: number,
      extra: JSON.stringify({ year: 2026, number }),
    });
    for (const template of items) {
      const a = writeDemoArticle(builder, { ...template, phase: template.phase ?? '2' });
      content({
        kind: 'magazine-item',
        parent_id: issue.id,
        title: a.title,
        summary: a.summary,
        body: a.body,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`magazine-item-${nextContentId()}`, motifForTitle(`${a.title}${theme}`)),
      });
    }
  });
}
