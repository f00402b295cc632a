/**
 * Real places of 叶县 (Ye County, Pingdingshan, Henan) that the demo content is set in: its
 * sub-districts and townships, and schools named the way the county names them.
 */

/** A town (街道, 镇 or 乡) with a stable code for filters. */
export interface Town {
  code: string;
  name: string;
}

/** The county's sub-districts, towns and townships. */
export const YE_COUNTY_TOWNS: readonly Town[] = [
  { code: '410422001', name: '昆阳街道' },
  { code: '410422002', name: '九龙街道' },
  { code: '410422003', name: '盐都街道' },
  { code: '410422101', name: '任店镇' },
  { code: '410422102', name: '保安镇' },
  { code: '410422103', name: '仙台镇' },
  { code: '410422104', name: '叶邑镇' },
  { code: '410422105', name: '遵化店镇' },
  { code: '410422106', name: '洪庄杨镇' },
  { code: '410422107', name: '龚店镇' },
  { code: '410422108', name: '廉村镇' },
  { code: '410422109', name: '常村镇' },
  { code: '410422110', name: '辛店镇' },
  { code: '410422201', name: '夏李乡' },
  { code: '410422202', name: '水寨乡' },
  { code: '410422203', name: '邓李乡' },
  { code: '410422204', name: '田庄乡' },
  { code: '410422205', name: '龙泉乡' },
  { code: '410422206', name: '马庄回族乡' },
];

/** A demo school: its name, town and phase. */
export interface SchoolSeed {
  name: string;
  townCode: string;
  phaseId: '2' | '3' | '4';
}

/** 24 schools across the county: primary, junior and senior. */
export const YE_COUNTY_SCHOOLS: readonly SchoolSeed[] = [
  { name: '叶县第一高级中学', townCode: '410422001', phaseId: '4' },
  { name: '叶县第二高级中学', townCode: '410422002', phaseId: '4' },
  { name: '叶县高级中学', townCode: '410422003', phaseId: '4' },
  { name: '叶县实验学校', townCode: '410422001', phaseId: '3' },
  { name: '叶县第二初级中学', townCode: '410422002', phaseId: '3' },
  { name: '叶县昆阳一中', townCode: '410422001', phaseId: '3' },
  { name: '叶县任店镇第一初级中学', townCode: '410422101', phaseId: '3' },
  { name: '叶县保安镇初级中学', townCode: '410422102', phaseId: '3' },
  { name: '叶县仙台镇初级中学', townCode: '410422103', phaseId: '3' },
  { name: '叶县廉村镇初级中学', townCode: '410422108', phaseId: '3' },
  { name: '叶县龚店镇初级中学', townCode: '410422107', phaseId: '3' },
  { name: '叶县昆阳镇第一小学', townCode: '410422001', phaseId: '2' },
  { name: '叶县九龙街道中心小学', townCode: '410422002', phaseId: '2' },
  { name: '叶县盐都街道中心小学', townCode: '410422003', phaseId: '2' },
  { name: '叶县任店镇中心小学', townCode: '410422101', phaseId: '2' },
  { name: '叶县叶邑镇中心小学', townCode: '410422104', phaseId: '2' },
  { name: '叶县遵化店镇中心小学', townCode: '410422105', phaseId: '2' },
  { name: '叶县洪庄杨镇中心小学', townCode: '410422106', phaseId: '2' },
  { name: '叶县常村镇中心小学', townCode: '410422109', phaseId: '2' },
  { name: '叶县辛店镇中心小学', townCode: '410422110', phaseId: '2' },
  { name: '叶县夏李乡中心小学', townCode: '410422201', phaseId: '2' },
  { name: '叶县水寨乡中心小学', townCode: '410422202', phaseId: '2' },
  { name: '叶县邓李乡中心小学', townCode: '410422203', phaseId: '2' },
  { name: '叶县马庄回族乡中心小学', townCode: '410422206', phaseId: '2' },
];

/** Family names and given names for teachers and students (common ones in Henan). */
export const FAMILY_NAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
] as const;
export const GIVEN_NAMES = [
  '秀兰',
  '建华',
  '海燕',
  '志强',
  '丽娟',
  '晓东',
  '春梅',
  '国庆',
  '文静',
  '明辉',
  '雪芳',
  '红军',
  '晨曦',
  '子涵',
  '雨桐',
  '浩然',
  '欣怡',
  '俊杰',
  '佳琪',
  '思远',
  '玉凤',
  '新民',
  '凤霞',
  '卫东',
] as const;
/** Professional titles of teachers. */
export const TEACHER_TITLES = ['二级教师', '一级教师', '高级教师', '正高级教师'] as const;
