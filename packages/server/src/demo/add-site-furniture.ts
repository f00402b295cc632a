import type { DemoBuilder } from './create-demo-builder';
import { NOTICE_ARTICLES } from './demo-section-articles';
import * as text from './demo-text';
import { writeDemoArticle } from './write-demo-article';

/** Adds the home page furniture: ads, carousel, applications, links, navigation, site config, footer and notices. */
export function addSiteFurniture(builder: DemoBuilder): void {
  const { prng, picture, banner, content } = builder;
  // Banners and slides carry no lettering: the portal writes their titles over them as text, which stays
  // legible at a phone's width (a caption drawn into a 1200 px picture shrinks to 9 px there).
  [
    { title: '智慧教育 点亮未来', summary: '教学、教研与管理应用一站直达', link: '/application' },
    { title: '三个课堂 让优质资源共享', summary: '专递课堂、名师课堂、名校网络课堂', link: '/hdym' },
    { title: '双减在行动', summary: '课后服务期刊、课程与中心校', link: '/afterService' },
  ].forEach((ad, i) => {
    content({
      kind: 'ad',
      title: ad.title,
      summary: ad.summary,
      cover: banner(`ad-${i + 1}`, prng.pick(['classroom', 'science', 'books'] as const), '', 1200, 200),
      link_url: ad.link,
      sort_order: i + 1,
    });
  });
  [
    '叶县2026年秋季开学第一课',
    '“三个课堂”覆盖全县农村学校',
    '全县中小学生运动会圆满落幕',
    '绿色健康实践活动走进乡村',
    '两研一刊：以研促教',
  ].forEach((title, i) => {
    content({
      kind: 'carousel',
      title,
      cover: banner(
        `carousel-${i + 1}`,
        (['classroom', 'landscape', 'sports', 'science', 'books'] as const)[i] ?? 'landscape',
        '',
        1200,
        420,
      ),
      link_url: ['/information', '/hdym', '/information', '/zhsj', '/lyyk'][i] ?? '/index',
      sort_order: i + 1,
    });
  });
  text.APPLICATIONS.forEach((app, i) => {
    content({
      kind: 'application',
      title: app.title,
      summary: app.summary,
      type_code: app.theme,
      cover: picture(
        `app-${i + 1}`,
        (['classroom', 'books', 'science', 'art', 'sports', 'landscape'] as const)[i % 6] ?? 'books',
        120,
        120,
      ),
      link_url: app.url,
      sort_order: i + 1,
      extra: JSON.stringify({ recommended: i < 6 }),
    });
  });
  text.LINKS.forEach((link, i) => {
    content({ kind: 'link', title: link.title, link_url: link.url, sort_order: i + 1 });
  });
  for (const nav of text.NAV_ITEMS) {
    content({
      kind: 'nav',
      title: nav.title,
      link_url: nav.linkUrl,
      sort_order: Number(nav.id),
      extra: JSON.stringify({ navId: nav.id }),
    });
  }
  content({
    kind: 'site-config',
    title: '叶县教育公共服务平台',
    cover: picture('site-logo', 'books', 96, 96),
    extra: JSON.stringify({}),
  });
  content({
    kind: 'footer',
    title: '页脚',
    summary: '叶县教育公共服务平台由叶县教育体育局主办，面向全县师生和家长提供优质教育资源与公共服务。',
    extra: JSON.stringify({ recordNumber: '豫ICP备2026000000号-1', copyright: '© 2026 叶县教育体育局 版权所有' }),
  });
  for (const template of NOTICE_ARTICLES) {
    const a = writeDemoArticle(builder, template);
    content({ kind: 'notice', title: a.title, summary: a.summary, body: a.body });
  }
}
