/** The console's sections, in the order of its menu: the path after /console/ and the menu's name. */
export const CONSOLE_SECTIONS = [
  { id: 'content', name: '内容管理' },
  { id: 'home', name: '首页与站点' },
  { id: 'people', name: '用户管理' },
  { id: 'resources', name: '资源审核' },
  { id: 'notices', name: '通知发布' },
  { id: 'stats', name: '数据统计' },
  { id: 'assistant', name: '智能助手' },
  { id: 'audit', name: '操作日志' },
] as const;

/** A console section. */
export type ConsoleSectionId = (typeof CONSOLE_SECTIONS)[number]['id'] | 'content/edit';

/** The section a console path shows (`/console` opens the content section; unknown ones too). */
export function consoleSectionOf(pathname: string): ConsoleSectionId {
  const rest = pathname.replace(/^\/console\/?/, '').replace(/\/+$/, '');
  if (rest === 'content/edit') return rest;
  return CONSOLE_SECTIONS.find((section) => section.id === rest)?.id ?? 'content';
}
