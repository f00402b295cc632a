import type { AccountProfile } from './account-profile';

/** A demo account seeded into a new database when DEMO_DATA is on (password: DEMO_PASSWORD). */
export type DemoUser = AccountProfile;

const BUREAU = '叶县教育体育局';
const BUREAU_ID = '410422';

/**
 * The demo users the README lists; their role names drive the portal's guards. A user's
 * organisation is where they work: a teacher's school (its id in the demo's school list), the research
 * office, or the bureau; the studio panel and the profile both show it.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    uid: '10001',
    username: 'teacher',
    userName: '王丽华',
    roleId: '3',
    roleName: '教师',
    schoolName: '叶县昆阳镇第一小学',
    organName: '叶县昆阳镇第一小学',
    organId: '3012',
    phone: '13803751201',
  },
  {
    uid: '10002',
    username: 'student',
    userName: '李子轩',
    roleId: '4',
    roleName: '学生',
    schoolName: '叶县第二初级中学',
    organName: '叶县第二初级中学',
    organId: '3005',
    phone: '13903752202',
  },
  {
    // A primary-school pupil: the assistant's strictest mode (issue 35). No portal profile is seeded for her (a
    // profile's picture would shift the demo generator's sequence): her phase comes from her organisation.
    uid: '10007',
    username: 'pupil',
    userName: '张小雨',
    roleId: '4',
    roleName: '学生',
    schoolName: '叶县昆阳镇第一小学',
    organName: '叶县昆阳镇第一小学',
    organId: '3012',
    phone: '13903757707',
  },
  {
    uid: '10003',
    username: 'lyyk-admin',
    userName: '赵建国',
    roleId: '21',
    roleName: '两研一刊管理员',
    schoolName: '叶县教学研究室',
    organName: '叶县教学研究室',
    organId: BUREAU_ID,
    phone: '13703753303',
  },
  {
    uid: '10004',
    username: 'studio-owner',
    userName: '陈淑芬',
    roleId: '22',
    roleName: '名师工作室主持人',
    schoolName: '叶县实验学校',
    organName: '叶县实验学校',
    organId: '3004',
    phone: '13603754404',
  },
  {
    uid: '10005',
    username: 'admin',
    userName: '刘振东',
    roleId: '1',
    roleName: '平台管理员',
    schoolName: '叶县教育体育局信息中心',
    organName: BUREAU,
    organId: BUREAU_ID,
    phone: '13503755505',
  },
];
