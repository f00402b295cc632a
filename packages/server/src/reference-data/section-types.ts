/**
 * The types and labels the portal's sections list and filter by (article types, reform labels, practice
 * article types, studio types, three-classroom programmes). The demo content uses the same ids.
 */

/** Information article types (articletypeList). */
export const ARTICLE_TYPES = [
  { id: '1', name: '通知公告' },
  { id: '2', name: '教育新闻' },
  { id: '3', name: '政策法规' },
  { id: '4', name: '校园动态' },
  { id: '5', name: '教研动态' },
] as const;

/** Evaluation-reform news labels (portal/v1/label/evaluate/reform/list). */
export const REFORM_LABELS = [
  { id: '1', name: '学生评价' },
  { id: '2', name: '教师评价' },
  { id: '3', name: '学校评价' },
  { id: '4', name: '典型案例' },
] as const;

/** Practice-portal article types. */
export const PRACTICE_INFO_TYPES = [
  { id: '1', name: '实践动态' },
  { id: '2', name: '劳动教育' },
  { id: '3', name: '研学旅行' },
  { id: '4', name: '绿色健康' },
] as const;

/** Studios: 名师, 名校长, 名班主任. */
export const STUDIO_TYPES = [
  { id: 'famous-teacher', name: '名师工作室' },
  { id: 'principal', name: '名校长工作室' },
  { id: 'class-tutor', name: '名班主任工作室' },
] as const;

/**
 * The studios' three kinds of work (ours: SPEC §2 names their pages /three-studio/ykbkDetail, gkykDetail
 * and jyyjDetail): lesson study, public classes observed and discussed, and research. `kind` is the
 * content kind the items are stored under.
 */
export const STUDIO_ITEM_KINDS = [
  { id: 'ykbk', kind: 'studio-ykbk', name: '研课备课' },
  { id: 'gkyk', kind: 'studio-gkyk', name: '观课议课' },
  { id: 'jyyj', kind: 'studio-jyyj', name: '教育研究' },
] as const;

/** The roles of a studio's members, in the order members are listed. */
export const STUDIO_MEMBER_ROLES = [
  { id: 'owner', name: '主持人' },
  { id: 'assistant', name: '助理' },
  { id: 'member', name: '成员' },
] as const;

/** Three-classroom programmes. */
export const THREE_CLASS_TYPES = [
  { id: 'delivery', name: '专递课堂' },
  { id: 'famous-teacher', name: '名师课堂' },
  { id: 'famous-school', name: '名校网络课堂' },
] as const;
