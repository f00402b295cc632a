import { paths } from './paths';

/** A section of the portal as its navigation shows it: a name, where it is, and one line about it. */
export interface SiteSection {
  readonly title: string;
  readonly href: string;
  readonly summary: string;
}

/** Sections that belong together (the footer's columns, the home page's groups). */
export interface SiteSectionGroup {
  readonly title: string;
  readonly sections: readonly SiteSection[];
}

/**
 * The portal's site map: every section a visitor can open (SPEC §2's landing routes), grouped as a county
 * portal groups them. The server's nav items (SPEC §3) decide the navigation bar; whatever of this map they
 * leave out goes under 更多 there, and the footer and the home page list all of it, so no section is
 * reachable only by typing its address. Detail routes are reached from their section's lists.
 */
export const SITE_SECTION_GROUPS: readonly SiteSectionGroup[] = [
  {
    title: '教学资源',
    sections: [
      { title: '资源中心', href: paths.resource.getHref(), summary: '课件、教案、试题和微课共建共享' },
      { title: '三个课堂', href: paths.hdym.getHref(), summary: '专递课堂、名师课堂、名校网络课堂' },
      { title: '资源大赛', href: paths.contestList.getHref(), summary: '优质资源评比、获奖结果与参赛作品' },
      { title: '应用中心', href: paths.application.getHref(), summary: '教学、教研与管理服务应用' },
    ],
  },
  {
    title: '教研发展',
    sections: [
      { title: '两研一刊', href: paths.lyyk.getHref(), summary: '教学研究、教育科研与期刊' },
      { title: '三名工作室', href: paths.threeStudio.getHref(), summary: '名师、名校长、名班主任工作室' },
      { title: '评价改革', href: paths.reform.getHref(), summary: '教育评价改革的政策与实践' },
    ],
  },
  {
    title: '育人实践',
    sections: [
      { title: '绿色健康实践', href: paths.zhsj.getHref(), summary: '实践学校、基地、活动与成果' },
      { title: '课后服务', href: paths.afterService.getHref(), summary: '课后服务期刊、杂志与中心校' },
      { title: '绘画获奖', href: paths.paint.getHref(), summary: '学生绘画作品的获奖名单' },
      { title: '展厅', href: paths.exhibition.getHref(), summary: '获奖作品与成果展览' },
    ],
  },
  {
    title: '公共服务',
    sections: [
      { title: '资讯中心', href: paths.information.getHref(), summary: '教育新闻、通知与政策解读' },
      { title: '通知公告', href: paths.messages.getHref(), summary: '平台公告与个人消息' },
      { title: '网络安全', href: paths.networkSafety.getHref(), summary: '网络安全学习文件' },
    ],
  },
];

/** Every section of the site map, in the order of its groups. */
export const SITE_SECTIONS: readonly SiteSection[] = SITE_SECTION_GROUPS.flatMap((group) => group.sections);
